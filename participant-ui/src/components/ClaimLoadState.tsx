import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';

import { ApiError } from '../api/http';
import type { TravelClaimDto } from '../api/types';
import { COMMON, NOT_FOUND } from '../texts';
import { NotFoundMessage } from './NotFoundMessage';
import { PageLoading } from './PageLoading';

/** What a claim page shows until its claim is there: loading, not found (or not the guest's), or an error. */
export function ClaimLoadState({ claim }: { claim: UseQueryResult<TravelClaimDto> }) {
  if (claim.isPending) return <PageLoading />;
  const error = claim.error;
  if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400)) {
    return (
      <NotFoundMessage
        heading={NOT_FOUND.claimHeading}
        text={NOT_FOUND.claimText}
        linkTo="/me/claims"
        linkText={NOT_FOUND.toMyClaims}
      />
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void claim.refetch()}>
          {COMMON.retry}
        </Button>
      }
    >
      {COMMON.unknownError}
    </Alert>
  );
}
