import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { formatEuro } from '@unit-costs/contract';
import { RecordContextProvider, ShowBase, Title, usePermissions, useShowContext, useTranslate } from 'react-admin';

import { canDecideClaims } from '../authProvider/roles';
import { formatBerlinDateTime, formatDay } from '../format/berlinTime';
import { ShowPlaceholder } from '../layout/ShowPlaceholder';
import type { PaymentRunDto } from '../types';
import { BankStatementUpload } from './BankStatementUpload';
import { DownloadButton } from './DownloadButton';
import { PaymentRunActions } from './PaymentRunActions';
import { PaymentRunClaimsTable } from './PaymentRunClaimsTable';
import { PaymentRunDownloads } from './PaymentRunList';
import { PaymentRunReviews } from './PaymentRunReviews';

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

/** An open run whose SEPA file nobody has downloaded yet: its download is the next step (Approvers, Admins). */
const downloadFirst = (run: PaymentRunDto, decider: boolean) =>
  decider && run.state === 'created' && run.fileDownloadedAt === null;

/**
 * The run's actions, its next step the main one: download the SEPA file first; then upload the bank's
 * statement; confirming it as executed by hand is the secondary way. A closed run takes statements only.
 */
function NextStep({ run }: { run: PaymentRunDto }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const open = run.state === 'created' && canDecideClaims(permissions);
  const download = downloadFirst(run, canDecideClaims(permissions));
  return (
    <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {download && (
          <DownloadButton
            runId={run.id}
            file="sepa.xml"
            label={translate('console.paymentRuns.downloadSepa')}
            variant="contained"
          />
        )}
        {run.state !== 'cancelled' && <BankStatementUpload primary={open && !download} />}
        <PaymentRunActions run={run} />
      </Stack>
      {open && (
        <Typography variant="body2" color="text.secondary">
          {translate(download ? 'console.paymentRuns.nextDownload' : 'console.paymentRuns.nextStatement')}
        </Typography>
      )}
    </Stack>
  );
}

function PaymentRunDetails() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { record: run, isPending, error } = useShowContext<PaymentRunDto>();
  if (isPending || error || !run) {
    return <ShowPlaceholder isPending={isPending} rows={6} notFound={translate('console.paymentRuns.notFound')} />;
  }
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('console.paymentRuns.title', { number: run.number })}
          </Typography>
          <RecordContextProvider value={run}>
            <PaymentRunDownloads withSepa={!downloadFirst(run, canDecideClaims(permissions))} />
          </RecordContextProvider>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
        >
          <Box role="status">
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('console.paymentRuns.state')}
            </Typography>
            <Chip
              color={run.state === 'executed' ? 'success' : run.state === 'cancelled' ? 'default' : 'primary'}
              // The state says how the run was closed; on a phone it wraps rather than being cut off.
              sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
              label={translate(
                `console.paymentRuns.states.${run.closedByStatement ? 'executedByStatement' : run.state}`,
                { date: formatDay(run.executedOn) },
              )}
            />
            {run.closedBy && run.closedAt && (
              <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
                {translate(`console.paymentRuns.${run.closedByStatement ? 'closedByStatement' : 'closedBy'}`, {
                  name: run.closedBy,
                  date: formatBerlinDateTime(run.closedAt),
                })}
              </Typography>
            )}
          </Box>
          <NextStep run={run} />
        </Stack>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Figure label={translate('console.paymentRuns.date')} value={formatBerlinDateTime(run.createdAt)} />
          <Figure label={translate('console.paymentRuns.executionDate')} value={formatDay(run.executionDate)} />
          <Figure label={translate('console.paymentRuns.createdBy')} value={run.createdBy} />
          <Figure label={translate('console.paymentRuns.claims')} value={run.claimCount} />
          <Figure label={translate('console.paymentRuns.total')} value={formatEuro(run.totalAmount)} />
        </Grid>
        <PaymentRunReviews run={run} />
        <PaymentRunClaimsTable claims={run.claims ?? []} />
      </CardContent>
    </Card>
  );
}

/** /admin/paymentruns/{id}/show: one run with its claims and files. */
export function PaymentRunShow() {
  const translate = useTranslate();
  return (
    <ShowBase>
      <Title title={translate('resources.paymentruns.name', { smart_count: 2 })} />
      <Box sx={{ mt: 2 }}>
        <PaymentRunDetails />
      </Box>
    </ShowBase>
  );
}
