import SendIcon from '@mui/icons-material/Send';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { TEXTS } from '../i18n/texts';
import { ErrorBox } from '../layout/ProblemBox';
import type { TravelClaimDto } from '../types';

/** 'Resend Claim': mails the claim's summary to a recipient the user names (POST /api/travelclaim/summary). */
export function ResendButton() {
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
      setError('Please enter the e-mail address of the recipient.');
      return;
    }
    setSending(true);
    try {
      await dataProvider.resendClaimSummary(claim.guid, recipient.trim());
      setOpen(false);
      notify(TEXTS.claims.resent, { type: 'success' });
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
        {TEXTS.claims.resend}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="resend-title">
        <DialogTitle id="resend-title">{TEXTS.claims.resend}</DialogTitle>
        <DialogContent>
          <ErrorBox message={error} />
          <TextField
            label={TEXTS.claims.recipient}
            type="email"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{TEXTS.abort}</Button>
          <Button variant="contained" onClick={send} disabled={sending}>
            {TEXTS.claims.send}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
