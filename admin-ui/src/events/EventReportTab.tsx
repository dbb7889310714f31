import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { formatEuro } from '@unit-costs/contract';
import { useRecordContext, useTranslate } from 'react-admin';

import { exportUrl } from '../claims/ExportMenu';
import { groupRows } from '../dashboard/dashboardFigures';
import { FiguresChart } from '../reports/FiguresChart';
import { useClaimFigures } from '../reports/useClaimFigures';
import { useDownload } from '../reports/useDownload';
import type { EventDto } from '../types';

const count = (value: number) => value.toLocaleString('en-GB');

/** The 'Report' tab of /admin/event/{id}: the seminar's claims added up, and all of them as a workbook. */
export default function EventReportTab() {
  const translate = useTranslate();
  const text = (key: string) => translate(`console.events.report.${key}`);
  const participantSeries = [{ dataKey: 'participants', label: text('participants'), format: count }];
  const claimSeries = [{ dataKey: 'claims', label: text('claims'), format: count }];
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
    { title: text('perStatus'), categoryLabel: text('status'), figures: byStatus, series: claimSeries },
    {
      title: text('perCountry'),
      categoryLabel: text('country'),
      figures: byCountry,
      series: participantSeries,
      horizontal: true,
    },
    {
      title: text('perBand'),
      categoryLabel: text('band'),
      figures: byBand,
      series: participantSeries,
    },
  ];
  const totals = [
    [text('claims'), count(sum((group) => group.claims))],
    [text('travel'), formatEuro(sum((group) => group.travelAmount))],
    [text('accommodation'), formatEuro(sum((group) => group.accommodationAmount))],
    [text('total'), formatEuro(sum((group) => group.totalAmount))],
  ];
  return (
    <Stack spacing={2} sx={{ width: '100%', py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {translate('console.events.report.title', { number })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
          disabled={busy || !number}
          onClick={() => void download(exportUrl('xlsx', { number }), `claims-${number}.xlsx`)}
        >
          {text('download')}
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
              empty={text('empty')}
            />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
