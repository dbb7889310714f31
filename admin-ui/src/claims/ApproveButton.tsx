import CheckIcon from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { ClaimStatus } from '@unit-costs/contract';

import { errorMessages } from '../dataProvider/httpClient';
import { TEXTS } from '../i18n/texts';
import type { TravelClaimDto } from '../types';

/** Approve: Requested -> In approval Run, confirmed. */
export function ApproveButton() {
  const claim = useRecordContext<TravelClaimDto>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<TravelClaimDto>();
  if (!claim) return null;
  const approve = () =>
    update(
      'claims',
      {
        id: claim.id,
        data: { guid: claim.guid, status: ClaimStatus.ApprovalRun, confirmed: true },
        previousData: claim,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(TEXTS.claims.approved, { type: 'success' }),
        onError: (error) => notify(errorMessages(error).join(' '), { type: 'error' }),
      },
    );
  return (
    <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={approve} disabled={isPending}>
      {TEXTS.claims.approve}
    </Button>
  );
}
