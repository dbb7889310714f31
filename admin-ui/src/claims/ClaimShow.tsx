import { Alert, Box, Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { ClaimStatus, formatEuro, travelTypeLabel } from '@unit-costs/contract';
import { Link, ShowBase, Title, useParams, usePermissions, useShowContext, useTranslate } from 'react-admin';

import { ClaimAttendanceSection } from '../attendance/ClaimAttendance';
import { canDecideClaims } from '../authProvider/roles';
import { formatBerlinDate, formatDay } from '../format/berlinTime';
import { formatKm } from '../format/distance';
import { ShowPlaceholder } from '../layout/ShowPlaceholder';
import type { TravelClaimDto } from '../types';
import { ApproveButton } from './ApproveButton';
import { BankDataItems } from './BankDataItems';
import { ClaimBadges } from './ClaimBadges';
import { Item, Section } from './ClaimSections';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import { DeclineButton } from './DeclineButton';
import { DuplicateBadge } from './DuplicateBadge';
import { DuplicateList } from './DuplicateList';
import { HistoryLog } from './HistoryLog';
import { MarkPaidButton } from './MarkPaidButton';
import { PaymentReturnAlert } from './PaymentReturn';
import { ResendButton } from './ResendButton';

/**
 * For users with the Approver or Admin role: Approve and Decline on Requested claims, Mark as paid on
 * claims In approval Run whose account is outside SEPA (a payment run pays the others, and the server
 * refuses to mark them: docs/rules.md, "Payments").
 */
export function DecisionButtons({ claim }: { claim: TravelClaimDto }) {
  const { permissions } = usePermissions();
  if (!canDecideClaims(permissions)) return null;
  if (claim.status === ClaimStatus.ApprovalRun) return claim.elvData?.sepa === false ? <MarkPaidButton /> : null;
  if (claim.status !== ClaimStatus.Requested) return null;
  return (
    <>
      {/* The first of two approvals was theirs: someone else gives the second. */}
      {!claim.approvals?.firstByYou && <ApproveButton />}
      <DeclineButton />
    </>
  );
}

/** A Requested claim that has the first of its two approvals: who gave it, and that a colleague gives the second. */
function SecondApprovalNote({ claim }: { claim: TravelClaimDto }) {
  const translate = useTranslate();
  const firstBy = claim.approvals?.firstBy;
  if (claim.status !== ClaimStatus.Requested || !firstBy) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="second-approval">
      {claim.approvals?.firstByYou
        ? translate('console.claims.awaitingYourColleague')
        : translate('console.claims.awaitingSecondApproval', { firstBy })}
    </Alert>
  );
}

/** When and how a Paid claim was paid: the run it was paid in (a link), or by hand. */
function Payment({ claim }: { claim: TravelClaimDto }) {
  const translate = useTranslate();
  if (!claim.paidOn) return null;
  const run = claim.paymentRun;
  return (
    <Section title={translate('console.claims.sections.payment')}>
      <Item label={translate('console.claims.paidOn')}>{formatDay(claim.paidOn)}</Item>
      <Item label={translate('console.claims.paidIn')}>
        {run ? (
          <Link to={`/paymentruns/${encodeURIComponent(run.id)}/show`}>{run.number}</Link>
        ) : (
          translate('console.claims.paidByHand')
        )}
      </Item>
    </Section>
  );
}

function ClaimDetails() {
  const translate = useTranslate();
  const { record: claim, isPending, error } = useShowContext<TravelClaimDto>();
  if (isPending || error || !claim) {
    return <ShowPlaceholder isPending={isPending} rows={8} notFound={translate('console.claims.notFound')} />;
  }
  const institution = claim.institution;
  const address = institution?.address;
  const event = claim.event;
  const place = (location: { name?: string; city?: string; country?: string } | null | undefined) =>
    [location?.name, location?.city, location?.country].filter(Boolean).join(', ');
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <PaymentReturnAlert claim={claim} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={1}>
              <Typography variant="h5" component="h1">
                {translate('console.claims.title')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ClaimStatusBadge status={claim.status} />
                <DuplicateBadge claim={claim} />
                <Typography variant="body2" color="text.secondary">
                  {claim.identifier}
                </Typography>
              </Stack>
            </Stack>
            <Box sx={{ textAlign: { sm: 'right' } }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('console.claims.totalReimbursement')}
              </Typography>
              <Typography variant="h5" component="div" data-testid="total-reimbursement">
                {formatEuro(claim.totalAmount)}
              </Typography>
            </Box>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <ClaimBadges claim={claim} />
          </Box>
          <Divider sx={{ my: 2 }} />
          <Grid container spacing={3}>
            <Section title={translate('console.claims.sections.participant')}>
              <Item
                label={translate('console.claims.items.participant')}
              >{`${claim.firstname} ${claim.lastname}`}</Item>
              <Item label={translate('console.claims.items.email')}>{claim.email}</Item>
              <Item label={translate('console.claims.items.phone')}>{claim.phone}</Item>
            </Section>
            <Section title={translate('console.claims.sections.employment')}>
              <Item label={translate('console.claims.items.institution')}>{institution?.name}</Item>
              <Item label={translate('console.claims.items.street')}>{address?.street}</Item>
              <Item label={translate('console.claims.items.city')}>
                {[address?.postalCode, address?.city].filter(Boolean).join(' ')}
                {address?.country?.name ? `, ${address.country.name}` : ''}
              </Item>
            </Section>
            <Section title={translate('console.claims.sections.event')}>
              <Item label={translate('console.claims.items.title')}>{event?.title}</Item>
              <Item label={translate('console.claims.items.number')}>{event?.number}</Item>
              <Item label={translate('console.claims.items.startDate')}>{formatBerlinDate(event?.startDate)}</Item>
              <Item label={translate('console.claims.items.endDate')}>{formatBerlinDate(event?.endDate)}</Item>
            </Section>
            <Section title={translate('console.claims.sections.eventLocation')}>
              <Item label={translate('console.claims.items.location')}>{place(event?.location)}</Item>
              <Item label={translate('console.claims.items.distanceBandVersion')}>{event?.distanceBandVersion}</Item>
              <Item label={translate('console.claims.travelType')}>
                {claim.calculatedTravelCosts && travelTypeLabel(claim.calculatedTravelCosts.travelType)}
              </Item>
              <Item label={translate('console.claims.distance')}>
                {claim.calculatedTravelCosts && formatKm(claim.calculatedTravelCosts.distance)}
              </Item>
            </Section>
            <Section title={translate('console.claims.sections.bank')}>
              <BankDataItems claim={claim} />
            </Section>
            <Payment claim={claim} />
          </Grid>
          <DuplicateList claim={claim} />
          <Divider sx={{ my: 2 }} />
          {claim.ownClaim && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="own-claim">
              {translate('console.claims.ownClaim')}
            </Alert>
          )}
          <SecondApprovalNote claim={claim} />
          <ClaimAttendanceSection claim={claim} />
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <DecisionButtons claim={claim} />
            <ResendButton />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <HistoryLog />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** /admin/claim/{guid}. */
export function ClaimShow() {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  return (
    <ShowBase resource="claims" id={id}>
      <Title title={translate('console.claims.title')} />
      <Box sx={{ mt: 2 }}>
        <ClaimDetails />
      </Box>
    </ShowBase>
  );
}
