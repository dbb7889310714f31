import Inbox from '@mui/icons-material/Inbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { listMyClaims } from '../../api/claims';
import { MY_DATA } from '../../api/query-client';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n/useT';
import { ClaimCard } from './ClaimCard';
import { ClaimCardSkeleton } from './ClaimCardSkeleton';

/** Placeholder cards while the list loads. */
const SKELETON_CARDS = 3;

/** The page of the address bar, counted from 1; the API counts from 0. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /me/claims: the signed-in guest's claims as cards, page by page. */
export default function MyClaimsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const claims = useQuery({
    queryKey: [...MY_DATA, 'claims', page],
    queryFn: ({ signal }) => listMyClaims(page - 1, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageTitle title={t('pageTitles.myClaims')} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('myClaims.heading')}
      </Typography>
      {claims.isPending ? (
        <Grid container spacing={3} role="status" aria-label={t('myClaims.loading')} aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Grid key={index} size={{ xs: 12, md: 6, lg: 4 }}>
              <ClaimCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : claims.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void claims.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.unknownError')}
        </Alert>
      ) : claims.data.count === 0 && claims.data.results.length === 0 ? (
        <Card>
          <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Inbox color="action" sx={{ fontSize: 48 }} aria-hidden="true" />
            <Typography variant="h2">{t('myClaims.empty')}</Typography>
            <Typography>{t('myClaims.emptyHint')}</Typography>
          </CardContent>
        </Card>
      ) : (
        <>
          <Grid container spacing={3} component="section" aria-label={t('myClaims.heading')}>
            {claims.data.results.map((claim) => (
              <Grid key={claim.guid} size={{ xs: 12, md: 6, lg: 4 }}>
                <ClaimCard claim={claim} />
              </Grid>
            ))}
          </Grid>
          {claims.data.totalPages > 1 && (
            <Box
              component="nav"
              aria-label={t('myClaims.pages')}
              sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
            >
              <Pagination
                count={claims.data.totalPages}
                page={Math.min(page, claims.data.totalPages)}
                onChange={(_event, next) => setParams(next > 1 ? { page: String(next) } : {})}
                color="primary"
                siblingCount={0}
              />
            </Box>
          )}
        </>
      )}
    </>
  );
}
