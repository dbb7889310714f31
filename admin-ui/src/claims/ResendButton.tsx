import SendIcon from '@mui/icons-material/Send';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { ErrorBox } from '../layout/ProblemBox';
import type { TravelClaimDto } from '../types';

/** 'Resend Claim': mails the claim's summary to a recipient the user names (POST /api/travelclaim/summary). */
export function ResendButton() {
  const translate = useTranslate();
  const claim = useRecordContext<TravelClaimDto>();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [recipient, setRecipient] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  if (!claim) return null;

  const openDialog = () => {
    setRecipient(claim.email ?? '');
    setError(undefined);
    setOpen(true);
  };

  const send = async () => {
    if (!/^[^\s@]+@[^\s@]+$/.test(recipient.trim())) {
      setError(translate('console.claims.recipientNeeded'));
      return;
    }
    setSending(true);
    try {
      await dataProvider.resendClaimSummary(claim.guid, recipient.trim());
      setOpen(false);
      notify(translate('console.claims.resent'), { type: 'success' });
      refresh();
    } catch (failure) {
      setError(errorMessages(failure).join(' '));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<SendIcon />} onClick={openDialog}>
        {translate('console.claims.resend')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="resend-title">
        <DialogTitle id="resend-title">{translate('console.claims.resend')}</DialogTitle>
        <DialogContent>
          <ErrorBox message={error} />
          <TextField
            label={translate('console.claims.recipient')}
            type="email"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('console.abort')}</Button>
          <Button variant="contained" onClick={() => void send()} disabled={sending}>
            {translate('console.claims.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
