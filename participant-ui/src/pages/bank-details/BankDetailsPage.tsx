import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ClaimStatus } from '@unit-costs/contract';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { useClaim } from '../../api/claim-queries';
import type { TravelClaimDto } from '../../api/types';
import { ClaimLoadState } from '../../components/ClaimLoadState';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n/useT';
import { BankDetailsForm } from './BankDetailsForm';
import { UnitCostsSummary } from './UnitCostsSummary';

/** /me/claims/{claimGuid}/bankdetails/: the account information form beside a summary of unit costs. */
export default function BankDetailsPage() {
  const t = useT();
  const { guid = '' } = useParams();
  const claim = useClaim(guid);
  return (
    <>
      <PageTitle title={t('pageTitles.bankDetails')} />
      {claim.data ? <BankDetails claim={claim.data} /> : <ClaimLoadState claim={claim} />}
    </>
  );
}

function BankDetails({ claim }: { claim: TravelClaimDto }) {
  const t = useT();
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Button component={RouterLink} to={`/me/claims/${claim.guid}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {t('bankDetails.backToClaim')}
        </Button>
        <Typography variant="h1">{t('bankDetails.heading')}</Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card component="section" aria-label={t('bankDetails.heading')}>
          <CardContent>
            {claim.status !== ClaimStatus.Saved && !claim.paymentReturn ? (
              <Alert severity="info">{t('bankDetails.notSaved')}</Alert>
            ) : !claim.event.ended ? (
              // Reachable by URL only: the claim page offers the form once the event has ended.
              <Alert severity="info">{t('bankDetails.notEnded')}</Alert>
            ) : (
              <>
                <Typography sx={{ mb: 2, color: 'text.secondary' }}>
                  {claim.paymentReturn ? t('bankDetails.introAfterReturn') : t('bankDetails.intro')}
                </Typography>
                <BankDetailsForm claim={claim} />
              </>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }} sx={{ alignSelf: 'flex-start', position: { md: 'sticky' }, top: { md: 16 } }}>
        <UnitCostsSummary claim={claim} />
      </Grid>
    </Grid>
  );
}
