import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatEuro } from '@unit-costs/contract';

import { exportUrl } from '../claims/ExportMenu';
import { groupRows } from '../dashboard/dashboardFigures';
import { FiguresChart } from '../reports/FiguresChart';
import { useClaimFigures } from '../reports/useClaimFigures';
import { useDownload } from '../reports/useDownload';
import type { EventDto } from '../types';

const count = (value: number) => value.toLocaleString('en-GB');
const PARTICIPANT_SERIES = [{ dataKey: 'participants', label: 'Participants', format: count }];
const CLAIM_SERIES = [{ dataKey: 'claims', label: 'Claims', format: count }];

/** The 'Report' tab of /admin/event/{id}: the seminar's claims added up, and all of them as a workbook. */
export default function EventReportTab() {
  const event = useRecordContext<EventDto>();
  const number = event?.number ?? '';
  const byStatus = useClaimFigures({ groupBy: 'status', number });
  const byCountry = useClaimFigures({ groupBy: 'country', number });
  const byBand = useClaimFigures({ groupBy: 'band', number });
  const { busy, download } = useDownload();
  const statuses = byStatus.data ?? [];
  const sum = (pick: (group: (typeof statuses)[number]) => number) =>
    statuses.reduce((total, group) => total + pick(group), 0);
  const charts = [
    { title: 'Claims per status', categoryLabel: 'Status', figures: byStatus, series: CLAIM_SERIES },
    {
      title: 'Participants per country',
      categoryLabel: 'Country',
      figures: byCountry,
      series: PARTICIPANT_SERIES,
      horizontal: true,
    },
    {
      title: 'Participants per distance band',
      categoryLabel: 'Distance band',
      figures: byBand,
      series: PARTICIPANT_SERIES,
    },
  ];
  const totals = [
    ['Claims', count(sum((group) => group.claims))],
    ['Travel', formatEuro(sum((group) => group.travelAmount))],
    ['Accommodation', formatEuro(sum((group) => group.accommodationAmount))],
    ['Total', formatEuro(sum((group) => group.totalAmount))],
  ];
  return (
    <Stack spacing={2} sx={{ width: '100%', py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Claims of {number}
        </Typography>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
          disabled={busy || !number}
          onClick={() => void download(exportUrl('xlsx', { number }), `claims-${number}.xlsx`)}
        >
          Download claims (Excel)
        </Button>
      </Stack>
      <Grid container spacing={2}>
        {totals.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 3 }}>
            <Card>
              <CardContent>
                <Typography variant="body2" color="text.secondary" component="h3">
                  {label}
                </Typography>
                <Typography variant="h5" component="p">
                  {byStatus.isPending ? '…' : value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        {charts.map(({ title, categoryLabel, figures, series, horizontal }) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <FiguresChart
              title={title}
              categoryLabel={categoryLabel}
              valueLabel={series[0].label}
              rows={groupRows(figures.data)}
              series={series}
              horizontal={horizontal}
              loading={figures.isPending}
              empty="No claims for this seminar yet."
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
