import CheckIcon from '@mui/icons-material/Check';
import { ClaimStatus, CONFIRM_DUPLICATE_FIELD } from '@unit-costs/contract';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import type { TravelClaimDto } from '../types';
import { DecisionButton } from './DecisionDialog';

/** Approve: Requested -> In approval Run, confirmed, after a dialog restating the amount and the participant. */
export function ApproveButton() {
  const translate = useTranslate();
  const claim = useRecordContext<TravelClaimDto>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<TravelClaimDto>();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  if (!claim) return null;
  const close = () => {
    setOpen(false);
    setRefusal([]);
  };
  const approve = () =>
    update(
      'claims',
      {
        id: claim.id,
        data: {
          guid: claim.guid,
          status: ClaimStatus.ApprovalRun,
          confirmed: true,
          // The dialog approves a possible duplicate only once its box is ticked: the server wants that said.
          ...((claim.duplicates?.length ?? 0) > 0 && { [CONFIRM_DUPLICATE_FIELD]: true }),
        },
        previousData: claim,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: (approved) => {
          close();
          // The first of two approvals leaves the claim Requested (docs/rules.md, "Four eyes and duplicates").
          const firstOfTwo = approved.status === ClaimStatus.Requested;
          notify(translate(firstOfTwo ? 'console.claims.firstApprovalGiven' : 'console.claims.approved'), {
            type: 'success',
          });
        },
        onError: (error) => setRefusal(errorMessages(error)),
      },
    );
  return (
    <DecisionButton
      decision="approve"
      icon={<CheckIcon />}
      onOpen={() => setOpen(true)}
      open={open}
      claim={claim}
      problems={[]}
      refusal={refusal}
      pending={isPending}
      onConfirm={() => void approve()}
      onClose={close}
    />
  );
}
