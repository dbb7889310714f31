import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type Language, TRAVEL_TYPES, TravelType } from '@unit-costs/contract';
import type { FormEvent } from 'react';

import { calculateRefund } from '../../api/claims';
import { ApiError } from '../../api/http';
import type { CalculationResultDto, EventDto } from '../../api/types';
import { useFieldErrors } from '../../hooks/useFieldErrors';
import { useLanguage } from '../../i18n/LanguageProvider';
import { serverText, withCountryNames } from '../../i18n/server-message';
import { type Translate, useT } from '../../i18n/useT';
import { EmployerAddressField, type EmployerSelection } from './EmployerAddressField';
import { nightsOptions } from './nights';

export interface CalculatorValues {
  employer: EmployerSelection | null;
  travelType: TravelType;
  nightsSpend: number;
}

export const INITIAL_VALUES: CalculatorValues = {
  employer: null,
  travelType: TravelType.PlaneOrCombined,
  nightsSpend: 0,
};

interface CalculatorCardProps {
  event: EventDto;
  values: CalculatorValues;
  onValuesChange: (values: CalculatorValues) => void;
  onCalculated: (result: CalculationResultDto) => void;
}

/** The text spec section 8 asks for when the calculation fails. */
function calculationError(t: Translate, language: Language, error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return error.body?.errorCode === 0 && error.body.errorMessage
      ? serverText(t, withCountryNames(error.body.message, language), error.body.errorMessage)
      : t('calculator.requiredFields');
  }
  return t('common.unknownError');
}

export function CalculatorCard({ event, values, onValuesChange, onCalculated }: CalculatorCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const nights = nightsOptions(event);
  const { errors, formText, check, setError, fail } = useFieldErrors<'employer'>({
    failureText: (error) => calculationError(t, language, error),
  });
  const calculation = useMutation({ mutationFn: calculateRefund, onSuccess: onCalculated, onError: fail });

  const set = (change: Partial<CalculatorValues>) => onValuesChange({ ...values, ...change });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    calculation.reset();
    const address = values.employer?.address;
    check({ employer: address ? undefined : t('calculator.requiredFields') });
    if (!address) return;
    const nightsSpend = nights.length > 0 ? values.nightsSpend : 0;
    calculation.mutate({
      eventId: event.id,
      latitude: address.latitude,
      longitude: address.longitude,
      traveltype: values.travelType,
      travelType: values.travelType,
      countryid: address.countryId,
      countryId: address.countryId,
      nightsspend: nightsSpend,
      nightsSpend,
      institution: address.institution,
    });
  };

  return (
    <Card component="section" aria-labelledby="calculator-heading">
      <CardContent>
        <Typography variant="h2" id="calculator-heading" gutterBottom>
          {t('calculator.heading')}
        </Typography>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('calculator.intro')}</Typography>
        {/* Until the app runs a page the server rendered, Enter in a field must not send the form off and
            reload the page: a form of method 'dialog' outside a dialog goes nowhere. */}
        <form method="dialog" onSubmit={submit} noValidate>
          <Stack spacing={2.5}>
            <EmployerAddressField
              value={values.employer}
              onChange={(employer) => {
                setError('employer', undefined);
                set({ employer });
              }}
              onInput={() => setError('employer', undefined)}
              error={errors.employer}
            />
            <TextField
              select
              id="travel-type"
              label={t('calculator.travelType')}
              value={values.travelType}
              onChange={(change) => set({ travelType: Number(change.target.value) as TravelType })}
              slotProps={{ select: { native: true } }}
            >
              {TRAVEL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`travelType.${type}`)}
                </option>
              ))}
            </TextField>
            {nights.length > 0 && (
              <TextField
                select
                id="nights-spent"
                label={t('calculator.nightsSpent')}
                helperText={t('calculator.nightsHelp')}
                value={values.nightsSpend}
                onChange={(change) => set({ nightsSpend: Number(change.target.value) })}
                slotProps={{ select: { native: true } }}
              >
                {nights.map((count) => (
                  <option key={count} value={count}>
                    {t('calculator.nightOption', { nights: count })}
                  </option>
                ))}
              </TextField>
            )}
            {formText && (
              <Alert severity="error" role="alert">
                {formText}
              </Alert>
            )}
            <div>
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={calculation.isPending}
                loadingPosition="start"
              >
                {calculation.isPending ? t('calculator.calculating') : t('calculator.calculate')}
              </Button>
            </div>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
