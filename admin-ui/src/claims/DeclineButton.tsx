import CloseIcon from '@mui/icons-material/Close';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { ClaimStatus, REJECT_REASON_LABELS, REJECT_REASONS, RejectReason } from '@unit-costs/contract';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate, useUpdate, type TranslateFunction } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import type { TravelClaimDto } from '../types';
import { DecisionButton } from './DecisionDialog';

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
  const [refusal, setRefusal] = useState<string[]>([]);
  if (!claim) return null;

  const close = () => {
    setOpen(false);
    setReason(undefined);
    setOthertxt('');
    setProblems([]);
    setRefusal([]);
  };

  const decline = () => {
    const found = declineProblems(reason, othertxt, translate);
    setProblems(found);
    setRefusal([]);
    if (found.length > 0 || reason === undefined) return;
    void update(
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
        onError: (error) => setRefusal(errorMessages(error)),
      },
    );
  };

  return (
    <DecisionButton
      decision="decline"
      icon={<CloseIcon />}
      onOpen={() => setOpen(true)}
      open={open}
      claim={claim}
      problems={problems}
      refusal={refusal}
      pending={isPending}
      onConfirm={decline}
      onClose={close}
    >
      <FormControl>
        <FormLabel id="decline-reason-label">{translate('console.claims.reason')}</FormLabel>
        <RadioGroup
          aria-labelledby="decline-reason-label"
          value={reason === undefined ? '' : String(reason)}
          onChange={(event) => setReason(Number(event.target.value) as RejectReason)}
        >
          {REJECT_REASONS.map((code) => (
            <FormControlLabel key={code} value={String(code)} control={<Radio />} label={REJECT_REASON_LABELS[code]} />
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
    </DecisionButton>
  );
}
