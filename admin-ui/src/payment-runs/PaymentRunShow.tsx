import { Box, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { RecordContextProvider, ShowBase, Title, useShowContext } from 'react-admin';
import { formatEuro } from '@unit-costs/contract';

import { formatBerlinDate, formatBerlinDateTime } from '../format/berlinTime';
import { TEXTS } from '../i18n/texts';
import { PaymentRunClaimsTable } from './PaymentRunClaimsTable';
import { PaymentRunDownloads } from './PaymentRunList';
import type { PaymentRunDto } from '../types';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Grid size={{ xs: 6, md: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {value}
      </Typography>
    </Grid>
  );
}

function PaymentRunDetails() {
  const { record: run, isPending, error } = useShowContext<PaymentRunDto>();
  if (isPending) {
    return (
      <Card>
        <CardContent>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={32} />
          ))}
        </CardContent>
      </Card>
    );
  }
  if (error || !run) {
    return (
      <Card>
        <CardContent>
          <Typography>{TEXTS.paymentRuns.notFound}</Typography>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h1">
            {TEXTS.paymentRuns.title(run.number)}
          </Typography>
          <RecordContextProvider value={run}>
            <PaymentRunDownloads />
          </RecordContextProvider>
        </Stack>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Figure label={TEXTS.paymentRuns.date} value={formatBerlinDateTime(run.createdAt)} />
          <Figure label={TEXTS.paymentRuns.executionDate} value={formatBerlinDate(`${run.executionDate}T12:00:00Z`)} />
          <Figure label={TEXTS.paymentRuns.createdBy} value={run.createdBy} />
          <Figure label={TEXTS.paymentRuns.claims} value={run.claimCount} />
          <Figure label={TEXTS.paymentRuns.total} value={formatEuro(run.totalAmount)} />
        </Grid>
        <PaymentRunClaimsTable claims={run.claims ?? []} />
      </CardContent>
    </Card>
  );
}

/** /admin/paymentruns/{id}/show: one run with its claims and files. */
export function PaymentRunShow() {
  return (
    <ShowBase>
      <Title title={TEXTS.menu.paymentRuns} />
      <Box sx={{ mt: 2 }}>
        <PaymentRunDetails />
      </Box>
    </ShowBase>
  );
}
