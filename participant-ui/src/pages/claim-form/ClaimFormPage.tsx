import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { eventTitleIn } from '@unit-costs/contract';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { eventQueryKey, findEventByNumber } from '../../api/events';
import type { CalculationResultDto, EventDto } from '../../api/types';
import { NotFoundMessage } from '../../components/NotFoundMessage';
import { PageTitle } from '../../components/PageTitle';
import { PrivacyNoticeLink } from '../../components/PrivacyNoticeLink';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';
import { CalculatorCard, INITIAL_VALUES, type CalculatorValues } from './CalculatorCard';
import { ClaimFormSkeleton } from './ClaimFormSkeleton';
import { EventDetailsCard } from './EventDetailsCard';
import { ExpectedRefundCard, REFUND_HEADING_ID } from './ExpectedRefundCard';
import { SaveClaimForm } from './SaveClaimForm';

/** /claims/create/{eventNumber}: calculator, then the expected refund and the save form. */
export default function ClaimFormPage() {
  const t = useT();
  const { language } = useLanguage();
  const { eventNumber = '' } = useParams();
  const event = useQuery({
    queryKey: eventQueryKey(eventNumber),
    queryFn: ({ signal }) => findEventByNumber(eventNumber, signal),
  });

  return (
    <>
      <PageTitle
        title={
          event.data
            ? `${eventTitleIn(event.data, language)} · ${t('pageTitles.claimForm')}`
            : t('pageTitles.claimForm')
        }
      />
      {event.isPending ? (
        <ClaimFormSkeleton />
      ) : event.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void event.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.unknownError')}
        </Alert>
      ) : event.data === null ? (
        <NotFoundMessage
          heading={t('notFound.eventHeading')}
          text={t('notFound.eventText', { number: eventNumber })}
          linkTo="/"
          linkText={t('notFound.toHome')}
        />
      ) : (
        <ClaimForm event={event.data} />
      )}
    </>
  );
}

function ClaimForm({ event }: { event: EventDto }) {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState<CalculatorValues>(INITIAL_VALUES);
  const [result, setResult] = useState<CalculationResultDto | null>(null);
  const top = useRef<HTMLHeadingElement>(null);
  const employer = values.employer?.address;

  // Calculate puts the reader on the result (its heading, with a visible ring); Edit back at the page's top.
  const show = (next: CalculationResultDto | null) => {
    setResult(next);
    requestAnimationFrame(() => (next ? document.getElementById(REFUND_HEADING_ID) : top.current)?.focus());
  };

  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Typography variant="h1" ref={top} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('pageTitles.claimForm')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        {result && employer ? (
          <Stack spacing={3}>
            <ExpectedRefundCard
              result={result}
              employer={employer}
              accommodation={event.accommodationEligible}
              onEdit={() => show(null)}
            />
            <SaveClaimForm
              draft={{
                eventId: event.id,
                institution: employer.institution,
                street: employer.street,
                postalCode: employer.postalCode,
                city: employer.city,
                countryId: employer.countryId,
                latitude: employer.latitude,
                longitude: employer.longitude,
                travelType: values.travelType,
                nightsSpend: event.accommodationEligible ? values.nightsSpend : 0,
              }}
              onSaved={(claim) =>
                void navigate('/claims/completed', {
                  state: { confirmationMail: claim.confirmationMail, eventEnded: claim.event.ended },
                })
              }
            />
          </Stack>
        ) : (
          <Stack spacing={2}>
            <CalculatorCard event={event} values={values} onValuesChange={setValues} onCalculated={show} />
            <PrivacyNoticeLink />
          </Stack>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <EventDetailsCard event={event} />
      </Grid>
    </Grid>
  );
}
