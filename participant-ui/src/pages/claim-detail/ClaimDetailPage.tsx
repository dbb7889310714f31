import ArrowBack from '@mui/icons-material/ArrowBack';
import Payments from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ClaimStatus, formatEuro } from '@unit-costs/contract';

import { useClaim } from '../../api/claim-queries';
import type { TravelClaimDto } from '../../api/types';
import { ClaimLoadState } from '../../components/ClaimLoadState';
import { CostSummary, costsOfClaim } from '../../components/CostSummary';
import { DetailList } from '../../components/DetailList';
import { DownloadSummaryButton } from '../../components/DownloadSummaryButton';
import { PageTitle } from '../../components/PageTitle';
import { SectionCard } from '../../components/SectionCard';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatDateRange, formatDateTime, formatPostalAddress } from '../../format';
import { CLAIM_DETAIL, PAGE_TITLES } from '../../texts';
import { isBankDetailsSent } from './bank-details-sent';
import { canRequestContribution } from './can-request-contribution';
import { RejectionNotice } from './RejectionNotice';

/** /me/claims/{guid}: one claim of the signed-in guest. */
export default function ClaimDetailPage() {
  const { guid = '' } = useParams();
  const claim = useClaim(guid);
  return (
    <>
      <PageTitle title={claim.data ? `${PAGE_TITLES.claimDetail} ${claim.data.identifier}` : PAGE_TITLES.claimDetail} />
      {claim.data ? <ClaimDetail claim={claim.data} /> : <ClaimLoadState claim={claim} />}
    </>
  );
}

function ClaimDetail({ claim }: { claim: TravelClaimDto }) {
  const bank = claim.elvData;
  const bankDetailsSent = isBankDetailsSent(useLocation().state);

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/me/claims" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {CLAIM_DETAIL.backToList}
        </Button>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {CLAIM_DETAIL.heading} · {CLAIM_DETAIL.transactionNumber}{' '}
          {/* Kept whole: a phone would otherwise break it at a hyphen ("UC-2026-/000002"). */}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {claim.identifier}
          </Box>
        </Typography>
        <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
          {claim.event.title}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {CLAIM_DETAIL.status}
            </Typography>
            <StatusBadge status={claim.status} size="medium" />
          </Box>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {CLAIM_DETAIL.total}
            </Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }} data-testid="claim-total">
              {formatEuro(claim.totalAmount)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {CLAIM_DETAIL.submitted}
            </Typography>
            <Typography>{formatDateTime(claim.submitted)}</Typography>
          </Box>
          {claim.paidAt && (
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {CLAIM_DETAIL.paidOn}
              </Typography>
              <Typography>{formatDate(claim.paidAt)}</Typography>
            </Box>
          )}
          <DownloadSummaryButton guid={claim.guid} identifier={claim.identifier} />
        </Stack>
      </Box>

      {bankDetailsSent && claim.status === ClaimStatus.Requested && (
        <Alert severity="success" role="status">
          <AlertTitle>{CLAIM_DETAIL.bankDetailsSentTitle}</AlertTitle>
          {CLAIM_DETAIL.bankDetailsSent(claim.email)}
        </Alert>
      )}
      {claim.status === ClaimStatus.Rejected && <RejectionNotice claim={claim} />}

      {claim.paidAt && (
        <Alert severity="success">{CLAIM_DETAIL.paidTo(formatDate(claim.paidAt), bank?.iban ?? null)}</Alert>
      )}

      {claim.paymentReturn && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={`/me/claims/${claim.guid}/bankdetails`} color="inherit">
              {CLAIM_DETAIL.enterBankDetailsAgain}
            </Button>
          }
        >
          {CLAIM_DETAIL.paymentReturned(
            formatDate(`${claim.paymentReturn.returnedOn}T12:00:00Z`),
            claim.paymentReturn.reason,
          )}
        </Alert>
      )}

      {canRequestContribution(claim) ? (
        <Box>
          <Button
            component={RouterLink}
            to={`/me/claims/${claim.guid}/bankdetails`}
            variant="contained"
            size="large"
            startIcon={<Payments />}
          >
            {CLAIM_DETAIL.requestContribution}
          </Button>
        </Box>
      ) : (
        claim.status === ClaimStatus.Saved && <Alert severity="info">{CLAIM_DETAIL.requestAfterEvent}</Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={CLAIM_DETAIL.participant}>
            <DetailList
              variant="facts"
              rows={[
                { label: CLAIM_DETAIL.name, value: `${claim.firstname} ${claim.lastname}` },
                { label: CLAIM_DETAIL.email, value: claim.email },
                { label: CLAIM_DETAIL.phone, value: claim.phone },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={CLAIM_DETAIL.employer}>
            <Typography sx={{ fontWeight: 600 }}>{claim.institution.name}</Typography>
            <Typography sx={{ overflowWrap: 'break-word' }}>
              {formatPostalAddress(claim.institution.address)}
            </Typography>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={CLAIM_DETAIL.event}>
            <DetailList
              variant="facts"
              rows={[
                { label: CLAIM_DETAIL.event, value: claim.event.title },
                { label: CLAIM_DETAIL.eventNumber, value: claim.event.number },
                { label: CLAIM_DETAIL.eventDates, value: formatDateRange(claim.event.startDate, claim.event.endDate) },
                {
                  label: CLAIM_DETAIL.eventLocation,
                  value: claim.event.location
                    ? [claim.event.location.name, claim.event.location.city, claim.event.location.country]
                        .filter(Boolean)
                        .join(', ')
                    : '',
                },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={CLAIM_DETAIL.travel}>
            <CostSummary costs={costsOfClaim(claim)} totalLabel={CLAIM_DETAIL.total} />
          </SectionCard>
        </Grid>
        {bank && (
          <Grid size={12}>
            <SectionCard title={CLAIM_DETAIL.bankData}>
              <DetailList
                variant="facts"
                rows={[
                  { label: CLAIM_DETAIL.accountHolder, value: bank.accountHolderName },
                  { label: CLAIM_DETAIL.accountHolderAddress, value: formatPostalAddress(bank.accountHolderAddress) },
                  { label: CLAIM_DETAIL.iban, value: bank.iban },
                  { label: CLAIM_DETAIL.bic, value: bank.bic },
                  { label: CLAIM_DETAIL.bankName, value: bank.bankname },
                  ...(bank.bankAddress
                    ? [{ label: CLAIM_DETAIL.bankAddress, value: formatPostalAddress(bank.bankAddress) }]
                    : []),
                ]}
              />
            </SectionCard>
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
