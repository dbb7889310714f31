import CheckIcon from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { ClaimStatus } from '@unit-costs/contract';

import { errorMessages } from '../dataProvider/httpClient';
import type { TravelClaimDto } from '../types';

/** Approve: Requested -> In approval Run, confirmed. */
export function ApproveButton() {
  const translate = useTranslate();
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
        onSuccess: () => notify(translate('console.claims.approved'), { type: 'success' }),
        onError: (error) => notify(errorMessages(error).join(' '), { type: 'error' }),
      },
    );
  return (
    <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={approve} disabled={isPending}>
      {translate('console.claims.approve')}
    </Button>
  );
}
