import { Alert, Box, Grid, Typography } from '@mui/material';
import { ClaimStatus, claimStatusLabel, formatEuro } from '@unit-costs/contract';
import { Title, useTranslate } from 'react-admin';

import { FiguresChart } from '../reports/FiguresChart';
import { useClaimFigures, usePaidFigures } from '../reports/useClaimFigures';
import { ActionCounter } from './ActionCounter';
import { claimListFilteredBy, firstOfMonth, groupRows, MONTH_STATUSES, monthRows } from './dashboardFigures';

const count = (value: number) => value.toLocaleString('en-GB');
/** The counters of claims waiting for staff, each opening the list of those claims. */
const WAITING = [
  { status: ClaimStatus.Requested, hint: 'console.dashboard.requestedHint' },
  { status: ClaimStatus.ApprovalRun, hint: 'console.dashboard.approvalRunHint' },
];

/** A half-width chart of the number of claims per group (country, distance band). */
function ClaimsPerGroupChart({
  title,
  categoryLabel,
  figures,
  horizontal,
}: {
  title: string;
  categoryLabel: string;
  figures: ReturnType<typeof useClaimFigures>;
  horizontal?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <FiguresChart
        title={title}
        categoryLabel={categoryLabel}
        valueLabel={translate('console.dashboard.claims')}
        rows={groupRows(figures.data)}
        series={[{ dataKey: 'claims', label: translate('console.dashboard.claims'), format: count }]}
        wholeNumbers
        horizontal={horizontal}
        loading={figures.isPending}
      />
    </Grid>
  );
}

/** /admin/dashboard: what needs action, what was refunded, and where the claims come from. */
export default function Dashboard() {
  const translate = useTranslate();
  const today = new Date();
  const from = firstOfMonth(today, 11);
  const byStatus = useClaimFigures({ groupBy: 'status' });
  // By the day each claim was paid, not the day it was saved: what left the academy this year.
  const paidThisYear = usePaidFigures(`${today.getFullYear()}-01-01`, `${today.getFullYear()}-12-31`);
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
  const refunded = paidThisYear.data ? formatEuro(paidThisYear.data.totalAmount) : undefined;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('console.dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('console.dashboard.title')}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('console.dashboard.failed', {
            error: failed.error instanceof Error ? failed.error.message : translate('console.dashboard.unknownError'),
          })}
        </Alert>
      )}
      <Grid container spacing={2}>
        {WAITING.map(({ status, hint }) => (
          <Grid key={status} size={{ xs: 12, md: 4 }}>
            <ActionCounter
              label={claimStatusLabel(status)}
              value={statusCount(status)}
              hint={translate(hint)}
              to={claimListFilteredBy(status)}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 4 }}>
          <ActionCounter
            label={translate('console.dashboard.refunded', { year: today.getFullYear() })}
            value={refunded}
            hint={translate('console.dashboard.refundedHint', { year: today.getFullYear() })}
          />
        </Grid>
        <Grid size={12}>
          <FiguresChart
            title={translate('console.dashboard.perMonth')}
            categoryLabel={translate('console.dashboard.monthSaved')}
            valueLabel={translate('console.dashboard.amount')}
            rows={monthRows(months.map((query) => query.data))}
            series={MONTH_STATUSES.map(({ dataKey, label, color }) => ({ dataKey, label, color, format: formatEuro }))}
            stacked
            loading={months.some((query) => query.isPending)}
          />
        </Grid>
        <ClaimsPerGroupChart
          title={translate('console.dashboard.perCountry')}
          categoryLabel={translate('console.dashboard.country')}
          figures={countries}
          horizontal
        />
        <ClaimsPerGroupChart
          title={translate('console.dashboard.perBand')}
          categoryLabel={translate('console.dashboard.band')}
          figures={bands}
        />
      </Grid>
    </Box>
  );
}
