import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';

import { ApiError } from '../api/http';
import type { TravelClaimDto } from '../api/types';
import { useT } from '../i18n/useT';
import { NotFoundMessage } from './NotFoundMessage';
import { PageLoading } from './PageLoading';

/** What a claim page shows until its claim is there: loading, not found (or not the guest's), or an error. */
export function ClaimLoadState({ claim }: { claim: UseQueryResult<TravelClaimDto> }) {
  const t = useT();
  if (claim.isPending) return <PageLoading />;
  const error = claim.error;
  if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400)) {
    return (
      <NotFoundMessage
        heading={t('notFound.claimHeading')}
        text={t('notFound.claimText')}
        linkTo="/me/claims"
        linkText={t('notFound.toMyClaims')}
      />
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void claim.refetch()}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('common.unknownError')}
    </Alert>
  );
}
