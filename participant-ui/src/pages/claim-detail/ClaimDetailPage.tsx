import ArrowBack from '@mui/icons-material/ArrowBack';
import Payments from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClaimStatus, eventTitleIn, returnReasonInWords } from '@unit-costs/contract';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';

import { useClaim } from '../../api/claim-queries';
import type { TravelClaimDto } from '../../api/types';
import { ClaimLoadState } from '../../components/ClaimLoadState';
import { CostSummary, costsOfClaim } from '../../components/CostSummary';
import { DetailList } from '../../components/DetailList';
import { DownloadSummaryButton } from '../../components/DownloadSummaryButton';
import { PageTitle } from '../../components/PageTitle';
import { SectionCard } from '../../components/SectionCard';
import { StatusBadge } from '../../components/StatusBadge';
import { useFormat } from '../../format';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';
import { isBankDetailsSent } from './bank-details-sent';
import { canRequestContribution } from './can-request-contribution';
import { RejectionNotice } from './RejectionNotice';

/** /me/claims/{guid}: one claim of the signed-in guest. */
export default function ClaimDetailPage() {
  const t = useT();
  const { guid = '' } = useParams();
  const claim = useClaim(guid);
  return (
    <>
      <PageTitle
        title={claim.data ? `${t('pageTitles.claimDetail')} ${claim.data.identifier}` : t('pageTitles.claimDetail')}
      />
      {claim.data ? <ClaimDetail claim={claim.data} /> : <ClaimLoadState claim={claim} />}
    </>
  );
}

function ClaimDetail({ claim }: { claim: TravelClaimDto }) {
  const t = useT();
  const { language } = useLanguage();
  const title = eventTitleIn(claim.event, language);
  const format = useFormat();
  const bank = claim.elvData;
  const bankDetailsSent = isBankDetailsSent(useLocation().state);

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/me/claims" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {t('claimDetail.backToList')}
        </Button>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t('claimDetail.heading')} · {t('claimDetail.transactionNumber')}{' '}
          {/* Kept whole: a phone would otherwise break it at a hyphen ("UC-2026-/000002"). */}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {claim.identifier}
          </Box>
        </Typography>
        <Typography variant="h1" sx={{ overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('claimDetail.status')}
            </Typography>
            <StatusBadge status={claim.status} size="medium" />
          </Box>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('claimDetail.total')}
            </Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }} data-testid="claim-total">
              {format.euro(claim.totalAmount)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('claimDetail.savedOn')}
            </Typography>
            <Typography>{format.dateTime(claim.submitted)}</Typography>
          </Box>
          {claim.paidOn && (
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('claimDetail.paidOn')}
              </Typography>
              <Typography>{format.day(claim.paidOn)}</Typography>
            </Box>
          )}
          <DownloadSummaryButton guid={claim.guid} identifier={claim.identifier} />
        </Stack>
      </Box>

      {bankDetailsSent && claim.status === ClaimStatus.Requested && (
        <Alert severity="success" role="status">
          <AlertTitle>{t('claimDetail.bankDetailsSentTitle')}</AlertTitle>
          {t('claimDetail.bankDetailsSent', { email: claim.email })}
        </Alert>
      )}
      {claim.status === ClaimStatus.Rejected && <RejectionNotice claim={claim} />}

      {claim.paidOn && (
        <Alert severity="success">
          {bank?.iban
            ? t('claimDetail.paidTo', { date: format.day(claim.paidOn), iban: bank.iban })
            : t('claimDetail.paid', { date: format.day(claim.paidOn) })}
        </Alert>
      )}

      {claim.paymentReturn && (
        // The button below the sentence, not beside it: at 390 px an Alert's action squeezed the text into a narrow column.
        <Alert severity="warning" sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}>
          <Typography sx={{ mb: 1.5 }}>
            {t('claimDetail.paymentReturned', {
              date: format.day(claim.paymentReturn.returnedOn),
              reason: returnReasonInWords(claim.paymentReturn.reasonCode, claim.paymentReturn.details, language),
            })}
          </Typography>
          <Button
            component={RouterLink}
            to={`/me/claims/${claim.guid}/bankdetails`}
            variant="contained"
            color="warning"
            startIcon={<Payments />}
          >
            {t('claimDetail.enterBankDetailsAgain')}
          </Button>
        </Alert>
      )}
      {claim.payeeCheck?.outcome === 'noMatch' && <Alert severity="warning">{t('claimDetail.payeeNoMatch')}</Alert>}
      {claim.payeeCheck?.outcome === 'closeMatch' && claim.payeeCheck.nameHeldByBank && (
        <Alert severity="info">{t('claimDetail.payeeCloseMatch', { name: claim.payeeCheck.nameHeldByBank })}</Alert>
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
            {t('claimDetail.requestContribution')}
          </Button>
        </Box>
      ) : (
        claim.status === ClaimStatus.Saved && <Alert severity="info">{t('claimDetail.requestAfterEvent')}</Alert>
      )}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('claimDetail.participant')}>
            <DetailList
              variant="facts"
              rows={[
                { label: t('claimDetail.name'), value: `${claim.firstname} ${claim.lastname}` },
                { label: t('claimDetail.email'), value: claim.email },
                { label: t('claimDetail.phone'), value: claim.phone },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('claimDetail.employer')}>
            <Typography sx={{ fontWeight: 600 }}>{claim.institution.name}</Typography>
            <Typography sx={{ overflowWrap: 'break-word' }}>
              {format.postalAddress(claim.institution.address)}
            </Typography>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('claimDetail.event')}>
            <DetailList
              variant="facts"
              rows={[
                { label: t('claimDetail.event'), value: title },
                { label: t('claimDetail.eventNumber'), value: claim.event.number },
                {
                  label: t('claimDetail.eventDates'),
                  value: format.dateRange(claim.event.startDate, claim.event.endDate),
                },
                {
                  label: t('claimDetail.eventLocation'),
                  value: format.venue(claim.event.location),
                },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title={t('claimDetail.travel')}>
            <CostSummary costs={costsOfClaim(claim)} totalLabel={t('claimDetail.total')} />
          </SectionCard>
        </Grid>
        {bank && (
          <Grid size={12}>
            <SectionCard title={t('claimDetail.bankData')}>
              <DetailList
                variant="facts"
                rows={[
                  { label: t('claimDetail.accountHolder'), value: bank.accountHolderName },
                  ...(bank.accountHolderAddress
                    ? [
                        {
                          label: t('claimDetail.accountHolderAddress'),
                          value: format.postalAddress(bank.accountHolderAddress),
                        },
                      ]
                    : []),
                  { label: t('claimDetail.iban'), value: bank.iban },
                  // BIC and bank name are optional in the SEPA area: a row only where they were given.
                  ...(bank.bic ? [{ label: t('claimDetail.bic'), value: bank.bic }] : []),
                  ...(bank.bankname ? [{ label: t('claimDetail.bankName'), value: bank.bankname }] : []),
                  ...(bank.bankAddress
                    ? [{ label: t('claimDetail.bankAddress'), value: format.postalAddress(bank.bankAddress) }]
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
