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
import { useNotify, useRecordContext, useTranslate, useUpdate, type TranslateFunction } from 'react-admin';
import { ClaimStatus, REJECT_REASON_LABELS, REJECT_REASONS, RejectReason } from '@unit-costs/contract';

import { errorMessages } from '../dataProvider/httpClient';
import { ProblemBox } from '../layout/ProblemBox';
import type { TravelClaimDto } from '../types';

/** The problems of a decline before it is sent: 'Other' needs a non-blank text. */
export function declineProblems(reason: number | undefined, othertxt: string, translate: TranslateFunction): string[] {
  if (reason === undefined) return [translate('console.claims.reasonNeeded')];
  if (reason === RejectReason.Other && othertxt.trim() === '') return [translate('console.claims.otherRequired')];
  return [];
}

/** Decline: Requested -> Rejected with one of the five reasons. */
export function DeclineButton() {
  const translate = useTranslate();
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
    const found = declineProblems(reason, othertxt, translate);
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
          notify(translate('console.claims.declined'), { type: 'success' });
        },
        onError: (error) => setProblems(errorMessages(error)),
      },
    );
  };

  return (
    <>
      <Button variant="contained" color="error" startIcon={<CloseIcon />} onClick={() => setOpen(true)}>
        {translate('console.claims.decline')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="decline-title">
        <DialogTitle id="decline-title">{translate('console.claims.decline')}</DialogTitle>
        <DialogContent>
          <ProblemBox problems={problems} />
          <FormControl>
            <FormLabel id="decline-reason-label">{translate('console.claims.reason')}</FormLabel>
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
              label={translate('console.claims.otherReason')}
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
          <Button onClick={close}>{translate('console.abort')}</Button>
          <Button variant="contained" color="error" onClick={decline} disabled={isPending}>
            {translate('console.claims.decline')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
