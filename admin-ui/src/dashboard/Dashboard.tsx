import { Alert, Box, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ClaimStatus, formatEuro } from '@unit-costs/contract';

import { FiguresChart } from '../reports/FiguresChart';
import { useClaimFigures } from '../reports/useClaimFigures';
import { ActionCounter } from './ActionCounter';
import { claimListFilteredBy, firstOfMonth, groupRows, MONTH_STATUSES, monthRows } from './dashboardFigures';

const count = (value: number) => value.toLocaleString('en-GB');
/** The counters of claims waiting for staff, each opening the list of those claims. */
const WAITING = [
  { status: ClaimStatus.Requested, label: 'Requested', hint: 'waiting for a decision' },
  { status: ClaimStatus.ApprovalRun, label: 'In approval Run', hint: 'waiting for payment' },
];
const CLAIM_SERIES = [{ dataKey: 'claims', label: 'Claims', format: count }];

/** /admin/dashboard: what needs action, what was refunded, and where the claims come from. */
export default function Dashboard() {
  const today = new Date();
  const from = firstOfMonth(today, 11);
  const yearStart = `${today.getFullYear()}-01-01`;
  const byStatus = useClaimFigures({ groupBy: 'status' });
  const paidThisYear = useClaimFigures({ groupBy: 'status', status: ClaimStatus.Paid, from: yearStart });
  const months = [
    useClaimFigures({ groupBy: 'month', from, status: MONTH_STATUSES[0].status }),
    useClaimFigures({ groupBy: 'month', from, status: MONTH_STATUSES[1].status }),
    useClaimFigures({ groupBy: 'month', from, status: MONTH_STATUSES[2].status }),
    useClaimFigures({ groupBy: 'month', from, status: MONTH_STATUSES[3].status }),
    useClaimFigures({ groupBy: 'month', from, status: MONTH_STATUSES[4].status }),
  ];
  const countries = useClaimFigures({ groupBy: 'country' });
  const bands = useClaimFigures({ groupBy: 'band' });

  const failed = [byStatus, paidThisYear, ...months, countries, bands].find((query) => query.error);
  const statusCount = (status: number) =>
    byStatus.data ? count(byStatus.data.find((group) => group.key === status)?.claims ?? 0) : undefined;
  const refunded = paidThisYear.data
    ? formatEuro(paidThisYear.data.reduce((sum, group) => sum + group.totalAmount, 0))
    : undefined;

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Dashboard
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The figures could not be loaded: {failed.error instanceof Error ? failed.error.message : 'unknown error'}
        </Alert>
      )}
      <Grid container spacing={2}>
        {WAITING.map(({ status, label, hint }) => (
          <Grid key={status} size={{ xs: 12, md: 4 }}>
            <ActionCounter label={label} value={statusCount(status)} hint={hint} to={claimListFilteredBy(status)} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 4 }}>
          <ActionCounter
            label={`Refunded in ${today.getFullYear()}`}
            value={refunded}
            hint={`paid claims saved since 1 January ${today.getFullYear()}`}
          />
        </Grid>
        <Grid size={12}>
          <FiguresChart
            title="Amounts per month by status"
            categoryLabel="Month saved"
            valueLabel="Amount (€)"
            rows={monthRows(months.map((query) => query.data))}
            series={MONTH_STATUSES.map(({ dataKey, label, color }) => ({ dataKey, label, color, format: formatEuro }))}
            stacked
            loading={months.some((query) => query.isPending)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FiguresChart
            title="Claims per country"
            categoryLabel="Participant's country"
            valueLabel="Claims"
            rows={groupRows(countries.data)}
            series={CLAIM_SERIES}
            horizontal
            loading={countries.isPending}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FiguresChart
            title="Claims per distance band"
            categoryLabel="Distance band"
            valueLabel="Claims"
            rows={groupRows(bands.data)}
            series={CLAIM_SERIES}
            loading={bands.isPending}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
