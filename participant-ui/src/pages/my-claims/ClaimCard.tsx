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
import { Link as RouterLink } from 'react-router-dom';
import { formatEuro } from '@unit-costs/contract';

import type { TravelClaimDto } from '../../api/types';
import { DetailList } from '../../components/DetailList';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatDistance } from '../../format';
import { canRequestContribution } from '../claim-detail/can-request-contribution';
import { MY_CLAIMS } from '../../texts';

export function eventLocationText(location: TravelClaimDto['event']['location']): string {
  return location ? [location.name, location.city, location.country].filter(Boolean).join(', ') : '';
}

/**
 * One claim of the list: status, seminar, participant, employer, venue, distance and nights, total;
 * a saved claim whose seminar has ended invites to request the payment.
 */
export function ClaimCard({ claim }: { claim: TravelClaimDto }) {
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
          {claim.paidAt ? (
            <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
              {MY_CLAIMS.paidOn(formatDate(claim.paidAt))}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDate(claim.submitted)}
            </Typography>
          )}
        </Stack>
        <Typography
          variant="h2"
          id={`claim-${claim.guid}`}
          sx={{ fontSize: '1.15rem', mb: 1.5, overflowWrap: 'break-word' }}
        >
          {claim.event.title}
        </Typography>
        <DetailList
          variant="facts"
          rows={[
            { label: MY_CLAIMS.participant, value: `${claim.firstname} ${claim.lastname}` },
            { label: MY_CLAIMS.email, value: claim.email },
            { label: MY_CLAIMS.employer, value: claim.institution.name },
            { label: MY_CLAIMS.location, value: eventLocationText(claim.event.location) },
          ]}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Chip
            icon={<Route />}
            label={formatDistance(claim.calculatedTravelCosts.distance)}
            size="small"
            variant="outlined"
          />
          {accommodation && (
            <Chip icon={<Hotel />} label={MY_CLAIMS.nights(accommodation.nights)} size="small" variant="outlined" />
          )}
        </Stack>
        {requestable && (
          <Alert severity="info" icon={<Payments />} sx={{ mt: 2 }}>
            {MY_CLAIMS.requestInvite}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {MY_CLAIMS.total}
          </Typography>
          <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{formatEuro(claim.totalAmount)}</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={`/me/claims/${claim.guid}`}
            variant="outlined"
            aria-label={MY_CLAIMS.detailsOf(claim.event.title)}
          >
            {MY_CLAIMS.details}
          </Button>
          {requestable && (
            <Button
              component={RouterLink}
              to={`/me/claims/${claim.guid}/bankdetails`}
              variant="contained"
              aria-label={MY_CLAIMS.requestContributionFor(claim.event.title)}
            >
              {MY_CLAIMS.requestContribution}
            </Button>
          )}
        </Stack>
      </CardActions>
    </Card>
  );
}
