import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { academyDate } from '@unit-costs/contract';
import { useState } from 'react';
import { Confirm, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';

import { canDecideClaims } from '../authProvider/roles';
import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { PaymentRunDto } from '../types';

/** Today at the academy, 'YYYY-MM-DD' (the server checks the same day). */
const today = () => academyDate(new Date());

/** After a change: the run's page, the list and the waiting claims read again. */
function useRunChanged() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['paymentruns'] });
    refresh();
  };
}

/** Confirm executed (with the day on the bank's statement) and Cancel run, for an open run; Approvers and Admins. */
export function PaymentRunActions({ run }: { run: PaymentRunDto }) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const changed = useRunChanged();
  const { permissions } = usePermissions();
  const [dialog, setDialog] = useState<'confirm' | 'cancel' | null>(null);
  const [executedOn, setExecutedOn] = useState(today);

  const onError = (error: unknown) => notify(errorMessages(error).join(' '), { type: 'error', multiLine: true });
  const confirm = useMutation({
    mutationFn: () => dataProvider.confirmPaymentRun(run.id, executedOn),
    onSuccess: async () => {
      setDialog(null);
      notify(translate('console.paymentRuns.confirmed', { number: run.number }), { type: 'success' });
      await changed();
    },
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => dataProvider.cancelPaymentRun(run.id),
    onSuccess: async () => {
      setDialog(null);
      notify(translate('console.paymentRuns.cancelled', { number: run.number }), { type: 'success' });
      await changed();
    },
    onError,
  });

  if (run.state !== 'created' || !canDecideClaims(permissions)) return null;
  return (
    <>
      {/* The secondary way: the bank's statement, uploaded, is the main one (it checks every booking). */}
      <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={() => setDialog('confirm')}>
        {translate('console.paymentRuns.confirmExecuted')}
      </Button>
      <Button color="error" startIcon={<CancelIcon />} onClick={() => setDialog('cancel')}>
        {translate('console.paymentRuns.cancel')}
      </Button>
      <Dialog open={dialog === 'confirm'} onClose={() => setDialog(null)} aria-labelledby="confirm-executed-title">
        <DialogTitle id="confirm-executed-title">
          {translate('console.paymentRuns.confirmExecutedTitle', { number: run.number })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('console.paymentRuns.confirmExecutedContent')}
          </DialogContentText>
          <TextField
            type="date"
            label={translate('console.paymentRuns.executedOn')}
            helperText={translate('console.paymentRuns.executedOnHelp')}
            value={executedOn}
            onChange={(event) => setExecutedOn(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!executedOn || confirm.isPending} onClick={() => confirm.mutate()}>
            {translate('console.paymentRuns.confirmExecuted')}
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={dialog === 'cancel'}
        loading={cancel.isPending}
        title={translate('console.paymentRuns.cancelTitle', { number: run.number })}
        content={translate('console.paymentRuns.cancelContent')}
        confirm={translate('console.paymentRuns.cancel')}
        cancel={translate('console.paymentRuns.keep')}
        confirmColor="warning"
        onConfirm={() => cancel.mutate()}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
