import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Card, CardContent, IconButton, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, Title, useCreate, useNavigate, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';

import { errorMessages } from '../dataProvider/httpClient';
import { ProblemBox, validationText } from '../layout/ProblemBox';
import type { ContactDto, EventDto } from '../types';
import { EventCoreFields } from './EventCoreFields';
import { EmployeesStep } from './wizard/EmployeesStep';
import { SummaryStep } from './wizard/SummaryStep';
import { VenueStep } from './wizard/VenueStep';
import { STEP_FIELDS, STEP_LABELS, toCreatePayload, WIZARD_DEFAULTS, type WizardValues } from './wizard/wizardValues';

const LAST_STEP = STEP_LABELS.length - 1;

function WizardSteps({ serverProblems, submitting }: { serverProblems: string[]; submitting: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { trigger, getFieldState, clearErrors, setValue, watch } = useFormContext();
  const contacts = (useWatch({ name: 'contacts' }) as ContactDto[] | undefined) ?? [];
  const [step, setStep] = useState(0);
  /** The fields Next found wrong; the box lists their errors for as long as they have one. */
  const [checked, setChecked] = useState<readonly string[]>([]);
  // Reading errors through the form state's proxy subscribes the box to them as they go.
  const { errors } = useFormState();
  const problems = checked
    .map((field) => validationText(errors[field]?.message))
    .filter((message): message is string => message !== undefined);

  // A field's error goes when the field changes to something valid (typed, or set by picking a venue),
  // not only at the next Next.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && checked.includes(name) && getFieldState(name).error) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState, checked]);

  const goTo = (target: number) => {
    clearErrors();
    setChecked([]);
    setStep(target);
  };

  /** Next validates only the fields of the step it leaves. */
  const next = async () => {
    const fields = [...STEP_FIELDS[step]];
    if (fields.length > 0 && !(await trigger(fields))) {
      setChecked(fields);
      return;
    }
    setChecked([]);
    setStep(step + 1);
  };

  /** Skip leaves step 3 without contact persons. */
  const skip = () => {
    setValue('contacts', []);
    goTo(LAST_STEP);
  };

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('console.events.newSeminar')}
        </Typography>
        <IconButton aria-label={translate('console.events.close')} onClick={() => navigate('/events')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEP_LABELS.map((label) => (
          <Step key={label}>
            <StepLabel>{translate(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <ProblemBox problems={step === LAST_STEP ? serverProblems : problems} />
      {/* Every step stays mounted so that its values and rules survive moving back and forth. */}
      <Box hidden={step !== 0} data-testid="wizard-step-1">
        <EventCoreFields />
      </Box>
      <Box hidden={step !== 1} data-testid="wizard-step-2">
        <VenueStep />
      </Box>
      <Box hidden={step !== 2} data-testid="wizard-step-3">
        <EmployeesStep />
      </Box>
      <Box hidden={step !== 3} data-testid="wizard-step-4">
        {step === LAST_STEP && <SummaryStep goTo={goTo} />}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        {step > 0 && <Button onClick={() => goTo(step - 1)}>{translate('console.events.previous')}</Button>}
        {step === 2 && <Button onClick={skip}>{translate('console.events.skip')}</Button>}
        {step < LAST_STEP && (
          <Button variant="contained" onClick={() => void next()} disabled={step === 2 && contacts.length === 0}>
            {translate('console.events.next')}
          </Button>
        )}
        {step === LAST_STEP && (
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate('console.events.confirmAndCreate')}
          </Button>
        )}
      </Stack>
    </>
  );
}

/** /admin/events/create: the 4-step wizard (core data, venue, employees, summary). */
export function EventCreateWizard() {
  const translate = useTranslate();
  const [create, { isPending }] = useCreate();
  const navigate = useNavigate();
  const [serverProblems, setServerProblems] = useState<string[]>([]);

  const submit = async (values: Record<string, unknown>) => {
    setServerProblems([]);
    try {
      const event = (await create(
        'events',
        { data: toCreatePayload(values as unknown as WizardValues) },
        { returnPromise: true },
      )) as EventDto;
      navigate(`/event/${event.id}`);
    } catch (error) {
      setServerProblems(errorMessages(error));
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('console.events.newSeminar')} />
      <CardContent>
        <Form defaultValues={WIZARD_DEFAULTS} onSubmit={submit}>
          <WizardSteps serverProblems={serverProblems} submitting={isPending} />
        </Form>
      </CardContent>
    </Card>
  );
}
