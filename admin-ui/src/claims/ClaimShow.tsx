import { Box, Card, CardContent, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, ShowBase, Title, useParams, usePermissions, useShowContext } from 'react-admin';
import { ClaimStatus, formatEuro } from '@unit-costs/contract';

import { canDecideClaims } from '../authProvider/roles';
import { formatBerlinDate, formatBerlinDateTime } from '../format/berlinTime';
import { TEXTS } from '../i18n/texts';
import { ApproveButton } from './ApproveButton';
import { ClaimBadges } from './ClaimBadges';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import { DeclineButton } from './DeclineButton';
import { HistoryLog } from './HistoryLog';
import { MarkPaidButton } from './MarkPaidButton';
import { ResendButton } from './ResendButton';
import type { TravelClaimDto } from '../types';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children || '–'}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Grid>
  );
}

/**
 * For users with the Approver or Admin role: Approve and Decline on Requested claims, Mark as paid on
 * claims In approval Run (those a payment run cannot pay).
 */
export function DecisionButtons({ claim }: { claim: TravelClaimDto }) {
  const { permissions } = usePermissions();
  if (!canDecideClaims(permissions)) return null;
  if (claim.status === ClaimStatus.ApprovalRun) return <MarkPaidButton />;
  if (claim.status !== ClaimStatus.Requested) return null;
  return (
    <>
      <ApproveButton />
      <DeclineButton />
    </>
  );
}

/** When and how a Paid claim was paid: the run it was paid in (a link), or by hand. */
function Payment({ claim }: { claim: TravelClaimDto }) {
  if (!claim.paidAt) return null;
  const run = claim.paymentRun;
  return (
    <Section title="Payment">
      <Item label={TEXTS.claims.paidOn}>{formatBerlinDateTime(claim.paidAt)}</Item>
      <Item label={TEXTS.claims.paidIn}>
        {run ? (
          <Link to={`/paymentruns/${encodeURIComponent(run.id)}/show`}>{run.number}</Link>
        ) : (
          TEXTS.claims.paidByHand
        )}
      </Item>
    </Section>
  );
}

function ClaimDetails() {
  const { record: claim, isPending, error } = useShowContext<TravelClaimDto>();
  if (isPending) {
    return (
      <Card>
        <CardContent>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={32} />
          ))}
        </CardContent>
      </Card>
    );
  }
  if (error || !claim) {
    return (
      <Card>
        <CardContent>
          <Typography>The claim could not be found.</Typography>
        </CardContent>
      </Card>
    );
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
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={1}>
              <Typography variant="h5" component="h1">
                {TEXTS.claims.title}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ClaimStatusBadge status={claim.status} />
                <Typography variant="body2" color="text.secondary">
                  {claim.identifier}
                </Typography>
              </Stack>
            </Stack>
            <Box sx={{ textAlign: { sm: 'right' } }}>
              <Typography variant="caption" color="text.secondary" component="div">
                Total reimbursement
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
            <Section title="Participant">
              <Item label="Participant">{`${claim.firstname} ${claim.lastname}`}</Item>
              <Item label="E-Mail">{claim.email}</Item>
              <Item label="Phone">{claim.phone}</Item>
            </Section>
            <Section title="Place of employment">
              <Item label="Institution">{institution?.name}</Item>
              <Item label="Street">{address?.street}</Item>
              <Item label="City">
                {[address?.postalCode, address?.city].filter(Boolean).join(' ')}
                {address?.country?.name ? `, ${address.country.name}` : ''}
              </Item>
            </Section>
            <Section title="Event">
              <Item label="Title">{event?.title}</Item>
              <Item label="Number">{event?.number}</Item>
              <Item label="Start date">{formatBerlinDate(event?.startDate)}</Item>
              <Item label="End date">{formatBerlinDate(event?.endDate)}</Item>
            </Section>
            <Section title="Event location">
              <Item label="Location">{place(event?.location)}</Item>
              <Item label="Distance band version">{event?.distanceBandVersion}</Item>
            </Section>
            <Payment claim={claim} />
          </Grid>
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
  const { id } = useParams<{ id: string }>();
  return (
    <ShowBase resource="claims" id={id}>
      <Title title={TEXTS.claims.title} />
      <Box sx={{ mt: 2 }}>
        <ClaimDetails />
      </Box>
    </ShowBase>
  );
}
