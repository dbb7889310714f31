import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { ClaimStatus, REJECT_REASON_LABELS, REJECT_REASONS, RejectReason } from '@unit-costs/contract';

import { errorMessages } from '../dataProvider/httpClient';
import { TEXTS } from '../i18n/texts';
import { ProblemBox } from '../layout/ProblemBox';
import type { TravelClaimDto } from '../types';

/** The problems of a decline before it is sent: 'Other' needs a non-blank text. */
export function declineProblems(reason: number | undefined, othertxt: string): string[] {
  if (reason === undefined) return ['Please select a reason for the refusal.'];
  if (reason === RejectReason.Other && othertxt.trim() === '') return [TEXTS.claims.otherRequired];
  return [];
}

/** Decline: Requested -> Rejected with one of the five reasons. */
export function DeclineButton() {
  const claim = useRecordContext<TravelClaimDto>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<TravelClaimDto>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<RejectReason>();
  const [othertxt, setOthertxt] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  if (!claim) return null;

  const close = () => {
    setOpen(false);
    setReason(undefined);
    setOthertxt('');
    setProblems([]);
  };

  const decline = () => {
    const found = declineProblems(reason, othertxt);
    setProblems(found);
    if (found.length > 0 || reason === undefined) return;
    update(
      'claims',
      {
        id: claim.id,
        data: {
          guid: claim.guid,
          status: ClaimStatus.Rejected,
          rejectReason: reason,
          othertxt: reason === RejectReason.Other ? othertxt.trim() : null,
        },
        previousData: claim,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify(TEXTS.claims.declined, { type: 'success' });
        },
        onError: (error) => setProblems(errorMessages(error)),
      },
    );
  };

  return (
    <>
      <Button variant="contained" color="error" startIcon={<CloseIcon />} onClick={() => setOpen(true)}>
        {TEXTS.claims.decline}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="decline-title">
        <DialogTitle id="decline-title">{TEXTS.claims.decline}</DialogTitle>
        <DialogContent>
          <ProblemBox problems={problems} />
          <FormControl>
            <FormLabel id="decline-reason-label">Reason</FormLabel>
            <RadioGroup
              aria-labelledby="decline-reason-label"
              value={reason === undefined ? '' : String(reason)}
              onChange={(event) => setReason(Number(event.target.value) as RejectReason)}
            >
              {REJECT_REASONS.map((code) => (
                <FormControlLabel
                  key={code}
                  value={String(code)}
                  control={<Radio />}
                  label={REJECT_REASON_LABELS[code]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {reason === RejectReason.Other && (
            <TextField
              label="Other reason"
              value={othertxt}
              onChange={(event) => setOthertxt(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              autoFocus
              sx={{ mt: 1 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{TEXTS.abort}</Button>
          <Button variant="contained" color="error" onClick={decline} disabled={isPending}>
            {TEXTS.claims.decline}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
