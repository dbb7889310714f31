import Hotel from '@mui/icons-material/Hotel';
import Payments from '@mui/icons-material/Payments';
import Route from '@mui/icons-material/Route';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eventTitleIn } from '@unit-costs/contract';
import { Link as RouterLink } from 'react-router-dom';

import type { TravelClaimDto } from '../../api/types';
import { DetailList } from '../../components/DetailList';
import { StatusBadge } from '../../components/StatusBadge';
import { useFormat } from '../../format';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';
import { canRequestContribution } from '../claim-detail/can-request-contribution';

/**
 * One claim of the list: status, seminar, participant, employer, venue, distance and nights, total;
 * a saved claim whose seminar has ended invites to request the payment.
 */
export function ClaimCard({ claim }: { claim: TravelClaimDto }) {
  const t = useT();
  const title = eventTitleIn(claim.event, useLanguage().language);
  const format = useFormat();
  const accommodation = claim.calculatedAccommodationCosts;
  const requestable = canRequestContribution(claim);
  return (
    <Card
      component="article"
      aria-labelledby={`claim-${claim.guid}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <StatusBadge status={claim.status} />
          {claim.paidOn ? (
            <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
              {t('myClaims.paidOn', { date: format.day(claim.paidOn) })}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {format.date(claim.submitted)}
            </Typography>
          )}
        </Stack>
        <Typography
          variant="h2"
          id={`claim-${claim.guid}`}
          sx={{ fontSize: '1.15rem', mb: 1.5, overflowWrap: 'break-word' }}
        >
          {title}
        </Typography>
        <DetailList
          variant="facts"
          rows={[
            { label: t('myClaims.participant'), value: `${claim.firstname} ${claim.lastname}` },
            { label: t('myClaims.email'), value: claim.email },
            { label: t('myClaims.employer'), value: claim.institution.name },
            { label: t('myClaims.location'), value: format.venue(claim.event.location) },
          ]}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Chip
            icon={<Route />}
            label={format.distance(claim.calculatedTravelCosts.distance)}
            size="small"
            variant="outlined"
          />
          {accommodation && (
            <Chip
              icon={<Hotel />}
              label={t('myClaims.nights', { nights: accommodation.nights })}
              size="small"
              variant="outlined"
            />
          )}
        </Stack>
        {requestable && (
          <Alert severity="info" icon={<Payments />} sx={{ mt: 2 }}>
            {t('myClaims.requestInvite')}
          </Alert>
        )}
        {claim.paymentReturn && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('myClaims.paymentReturned', { date: format.day(claim.paymentReturn.returnedOn) })}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('myClaims.total')}
          </Typography>
          <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{format.euro(claim.totalAmount)}</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={`/me/claims/${claim.guid}`}
            variant="outlined"
            aria-label={t('myClaims.detailsOf', { title })}
          >
            {t('myClaims.details')}
          </Button>
          {requestable && (
            <Button
              component={RouterLink}
              to={`/me/claims/${claim.guid}/bankdetails`}
              variant="contained"
              aria-label={t('myClaims.requestContributionFor', { title })}
            >
              {t('myClaims.requestContribution')}
            </Button>
          )}
          {claim.paymentReturn && (
            <Button
              component={RouterLink}
              to={`/me/claims/${claim.guid}/bankdetails`}
              variant="contained"
              color="warning"
              aria-label={t('myClaims.enterBankDetailsAgainFor', { title })}
            >
              {t('claimDetail.enterBankDetailsAgain')}
            </Button>
          )}
        </Stack>
      </CardActions>
    </Card>
  );
}
