import PaymentsIcon from '@mui/icons-material/Payments';
import { Alert, Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatEuro } from '@unit-costs/contract';
import { useMemo, useState } from 'react';
import { Confirm, Title, useNotify, useRedirect, useTranslate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { formatDay } from '../format/berlinTime';
import { PaymentRunClaimsTable } from './PaymentRunClaimsTable';

export const PENDING_PAYMENTS_KEY = ['paymentruns', 'pending'];

/** Euros added up in whole cents, as the server and the bank do. */
const sum = (amounts: number[]) => amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;

/**
 * /admin/paymentruns/create: every claim waiting for payment, all ticked; the user unticks what
 * should wait, confirms, and the run is created with the ticked claims.
 */
const NONE_UNTICKED = { in: [], guids: new Set<string>() };

export function PaymentRunCreate() {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: PENDING_PAYMENTS_KEY, queryFn: () => dataProvider.pendingPayments() });
  const [confirming, setConfirming] = useState(false);
  // The server's default (the next TARGET2 business day) until the user picks another day.
  const [executionDate, setExecutionDate] = useState<string | null>(null);
  const date = executionDate ?? pending.data?.executionDate ?? '';

  const claims = useMemo(() => pending.data?.claims ?? [], [pending.data]);
  // Everything waiting is ticked whenever the list (re)loads: what was unticked belongs to the list it was
  // unticked in, so a reloaded list starts ticked from its first render.
  const [unticked, setUnticked] = useState<{ in: readonly unknown[]; guids: ReadonlySet<string> }>(NONE_UNTICKED);
  const untickedNow = unticked.in === claims ? unticked.guids : NONE_UNTICKED.guids;
  const chosen = claims.filter((claim) => !untickedNow.has(claim.guid));
  const selected = new Set(chosen.map((claim) => claim.guid));
  const total = formatEuro(sum(chosen.map((claim) => claim.amount)));

  const create = useMutation({
    mutationFn: () =>
      dataProvider.createPaymentRun(
        chosen.map((claim) => claim.guid),
        date,
      ),
    onSuccess: async (run) => {
      notify(translate('console.paymentRuns.created', { number: run.number }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['paymentruns'] });
      redirect('show', 'paymentruns', run.id);
    },
    onError: async (error) => {
      setConfirming(false);
      notify(errorMessages(error).join(' '), { type: 'error', multiLine: true });
      // A refusal means the waiting list changed under the user: show it as it is now.
      await pending.refetch();
    },
  });

  const toggle = (guid: string) => {
    const next = new Set(untickedNow);
    if (!next.delete(guid)) next.add(guid);
    setUnticked({ in: claims, guids: next });
  };
  const toggleAll = () =>
    setUnticked({
      in: claims,
      guids: chosen.length === claims.length ? new Set(claims.map((claim) => claim.guid)) : new Set(),
    });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.paymentRuns.newRun')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('console.paymentRuns.newRun')}
        </Typography>
        {pending.isPending ? (
          <Stack aria-busy="true" aria-label={translate('console.loading')}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={32} />
            ))}
          </Stack>
        ) : pending.isError ? (
          <Alert severity="error">{errorMessages(pending.error).join(' ')}</Alert>
        ) : (
          <Stack spacing={2}>
            {claims.length === 0 ? (
              <Alert severity="info">{translate('console.paymentRuns.noneWaiting')}</Alert>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  {translate('console.paymentRuns.waitingIntro')}
                </Typography>
                <PaymentRunClaimsTable
                  claims={claims}
                  selection={{ selected, onToggle: toggle, onToggleAll: toggleAll }}
                />
              </>
            )}
            {pending.data.outsideSepa > 0 && (
              <Alert severity="warning">
                {translate('console.paymentRuns.outsideSepa', { smart_count: pending.data.outsideSepa })}
              </Alert>
            )}
            {claims.length > 0 && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
                <TextField
                  type="date"
                  size="small"
                  label={translate('console.paymentRuns.executionDate')}
                  helperText={translate('console.paymentRuns.executionDateHelp')}
                  value={date}
                  onChange={(event) => setExecutionDate(event.target.value)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: pending.data.executionDate } }}
                />
                <Typography variant="subtitle1" component="p" role="status">
                  {translate('console.paymentRuns.selected', { smart_count: chosen.length, total })}
                </Typography>
                <Button
                  variant="contained"
                  startIcon={<PaymentsIcon />}
                  disabled={chosen.length === 0 || !date || create.isPending}
                  onClick={() => setConfirming(true)}
                >
                  {translate('console.paymentRuns.create')}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
        <Confirm
          isOpen={confirming}
          loading={create.isPending}
          title={translate('console.paymentRuns.confirmTitle')}
          content={translate('console.paymentRuns.confirmContent', {
            smart_count: chosen.length,
            total,
            date: formatDay(date),
          })}
          confirm={translate('console.paymentRuns.create')}
          onConfirm={() => create.mutate()}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
