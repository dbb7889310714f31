import PaidIcon from '@mui/icons-material/Paid';
import { Button } from '@mui/material';
import { ClaimStatus } from '@unit-costs/contract';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import type { TravelClaimDto } from '../types';

/** Mark as paid: In approval Run -> Paid outside a payment run (accounts outside SEPA), after a confirmation. */
export function MarkPaidButton() {
  const translate = useTranslate();
  const claim = useRecordContext<TravelClaimDto>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<TravelClaimDto>();
  const [confirming, setConfirming] = useState(false);
  if (!claim) return null;
  const markPaid = () =>
    update(
      'claims',
      { id: claim.id, data: { guid: claim.guid, status: ClaimStatus.Paid }, previousData: claim },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(translate('console.claims.markedPaid'), { type: 'success' });
        },
        onError: (error) => {
          setConfirming(false);
          notify(errorMessages(error).join(' '), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button variant="contained" startIcon={<PaidIcon />} onClick={() => setConfirming(true)} disabled={isPending}>
        {translate('console.claims.markPaid')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={translate('console.claims.markPaidTitle')}
        content={translate('console.claims.markPaidContent')}
        confirm={translate('console.claims.markPaid')}
        onConfirm={() => void markPaid()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
