import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClaimStatus, countryNameIn } from '@unit-costs/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { claimQueryKey } from '../../api/claim-queries';
import { saveBankData, updateClaim, validateIban } from '../../api/claims';
import { MY_DATA } from '../../api/query-client';
import type { IbanCheckDto, TravelClaimDto } from '../../api/types';
import { PrivacyNoticeLink } from '../../components/PrivacyNoticeLink';
import { useCountryOptions } from '../../hooks/useCountryOptions';
import { useFieldErrors } from '../../hooks/useFieldErrors';
import { useLanguage } from '../../i18n/LanguageProvider';
import { serverText } from '../../i18n/server-message';
import { type Translate, useT } from '../../i18n/useT';
import { BANK_DETAILS_SENT } from '../claim-detail/bank-details-sent';
import {
  ADDRESS_PARTS,
  FIELD_LABELS,
  mandatoryMessage,
  bankDataPayload,
  fieldOfServerKey,
  initialValues,
  needsOf,
  normalizeIban,
  requiredKeys,
  validate,
  type AccountNeeds,
  type BankFormErrors,
  type FieldKey,
  type TextKey,
} from './bank-form';
import { TermsDialog } from './TermsDialog';

const AUTOCOMPLETE: Partial<Record<TextKey, string>> = {
  AccountHolderName: 'name',
  'AccountHolderAddress.Street': 'street-address',
  'AccountHolderAddress.PostalCode': 'postal-code',
  'AccountHolderAddress.City': 'address-level2',
};

const fieldId = (key: FieldKey) => `bank-${key.replace('.', '-')}`;

/** The bank's answer about the IBAN last checked. */
interface CheckedIban {
  iban: string;
  check: IbanCheckDto;
}

/** The account information form: bank data, then the claim is requested. */
/** Why the IBAN is not valid, in the chosen language (the check's `message` key). */
const ibanRefusal = (t: Translate, check: IbanCheckDto): string =>
  serverText(t, check.message, check.errorMessage ?? t('common.unknownError'));

export function BankDetailsForm({ claim }: { claim: TravelClaimDto }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countries = useCountryOptions();
  const [values, setValues] = useState(() => initialValues(claim));
  const [terms, setTerms] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const { errors, formText, check: showChecks, setError, fail } = useFieldErrors({ fieldOf: fieldOfServerKey });
  const [checked, setChecked] = useState<CheckedIban | null>(null);
  const [checkingIban, setCheckingIban] = useState(false);

  const iban = normalizeIban(values.IBAN);
  const current = checked?.iban === iban ? checked.check : undefined;
  const needs = needsOf(current);
  const accountCountry = current?.country
    ? (countries.options?.find((country) => country.iso === current.country)?.label ??
      countryNameIn({ name: current.country, iso_3166: current.country }, language))
    : undefined;

  /** GET /api/elvdata/validate/{iban}, once per IBAN; shows the bank's verdict on the field. */
  const checkIban = async (): Promise<IbanCheckDto | undefined> => {
    if (!iban) return undefined;
    if (current) return current;
    setCheckingIban(true);
    try {
      const check = await queryClient.fetchQuery({
        queryKey: [...MY_DATA, 'iban', iban],
        queryFn: ({ signal }) => validateIban(iban, signal),
        staleTime: Infinity,
      });
      setChecked({ iban, check });
      setError('IBAN', check.isValid ? undefined : ibanRefusal(t, check));
      dropMandatoryErrors(needsOf(check));
      fillFromIban(check);
      return check;
    } catch {
      return undefined;
    } finally {
      setCheckingIban(false);
    }
  };

  /** A field's 'mandatory' error goes once the IBAN makes the field one the account does not need. */
  const dropMandatoryErrors = (now: AccountNeeds) => {
    const stillRequired = requiredKeys(now);
    for (const key of requiredKeys({ bank: true, holderAddress: true })) {
      if (!stillRequired.includes(key) && errors[key] === mandatoryMessage(t, key)) setError(key, undefined);
    }
  };

  /** What the IBAN tells, where the field is still empty: the BIC from the bank directory, the bank's country. */
  const fillFromIban = (check: IbanCheckDto) => {
    const bankCountry = countries.options?.find((country) => country.iso === check.country);
    setValues((now) => ({
      ...now,
      BIC: now.BIC.trim() || check.bic || '',
      'BankAddress.Country': now['BankAddress.Country'] || (bankCountry ? String(bankCountry.value) : ''),
    }));
    if (check.bic) setError('BIC', undefined);
  };

  const request = useMutation({
    mutationFn: async (accountNeeds: AccountNeeds) => {
      await saveBankData(bankDataPayload(claim.guid, values, accountNeeds));
      // After a bank's return the claim is already requested and approved: new details are all it needs.
      if (claim.paymentReturn) return null;
      return updateClaim({ guid: claim.guid, status: ClaimStatus.Requested, confirmed: true });
    },
    onSuccess: (updated) => {
      if (updated) queryClient.setQueryData(claimQueryKey(claim.guid), updated);
      else void queryClient.invalidateQueries({ queryKey: claimQueryKey(claim.guid) });
      void queryClient.invalidateQueries({ queryKey: [...MY_DATA, 'claims'] });
      void navigate(`/me/claims/${claim.guid}`, { state: BANK_DETAILS_SENT });
    },
    onError: fail,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    request.reset();
    const check = await checkIban();
    const accountNeeds = needsOf(check);
    const found: BankFormErrors = validate(t, values, terms, accountNeeds);
    if (check && !check.isValid) found.IBAN = ibanRefusal(t, check);
    showChecks(found);
    const first = (Object.keys(found) as FieldKey[]).find((key) => found[key]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    request.mutate(accountNeeds);
  };

  const change = (key: TextKey, value: string) => {
    setValues((now) => ({ ...now, [key]: value }));
    setError(key, undefined);
  };

  const required = requiredKeys(needs);
  const field = (key: TextKey, extra: Partial<TextFieldProps> = {}): TextFieldProps => ({
    id: fieldId(key),
    label: t(FIELD_LABELS[key]),
    value: values[key],
    onChange: (event) => change(key, event.target.value),
    required: required.includes(key),
    error: !!errors[key],
    helperText: errors[key],
    autoComplete: AUTOCOMPLETE[key] ?? 'off',
    ...extra,
  });

  const countryField = (key: TextKey) => (
    <TextField select {...field(key)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{t('bankDetails.selectCountry')}</option>
      {countries.options?.map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </TextField>
  );

  /** Under a valid IBAN: its country, and what else the bank needs. */
  const ibanNote = (): string | undefined => {
    if (!current?.isValid || !accountCountry) return undefined;
    if (!current.sepa) return t('bankDetails.ibanOutsideSepa', { country: accountCountry });
    return t(current.holderAddressNeeded ? 'bankDetails.ibanSepaAddress' : 'bankDetails.ibanSepa', {
      country: accountCountry,
    });
  };

  const addressFields = (prefix: 'AccountHolderAddress' | 'BankAddress') =>
    ADDRESS_PARTS.map((part) => {
      const key: TextKey = `${prefix}.${part}`;
      return (
        <Grid key={key} size={{ xs: 12, sm: part === 'Street' || part === 'Country' ? 12 : 6 }}>
          {part === 'Country' ? countryField(key) : <TextField {...field(key)} />}
        </Grid>
      );
    });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Grid container spacing={2}>
        <Grid size={12}>
          <Typography variant="h3">{t('bankDetails.bankAccount')}</Typography>
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('IBAN', {
              autoComplete: 'off',
              onBlur: () => void checkIban(),
              helperText: errors.IBAN ?? (checkingIban ? t('bankDetails.ibanChecking') : ibanNote()),
              slotProps: { htmlInput: { spellCheck: false, autoCapitalize: 'characters' } },
            })}
          />
        </Grid>
        {current?.isValid && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('BIC', { slotProps: { htmlInput: { spellCheck: false, autoCapitalize: 'characters' } } })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('Bankname')} />
            </Grid>
          </>
        )}

        {needs.bank && (
          <>
            <Grid size={12}>
              <Typography variant="h3" sx={{ mt: 1 }}>
                {t('bankDetails.bankAddress')}
              </Typography>
            </Grid>
            {addressFields('BankAddress')}
          </>
        )}

        <Grid size={12}>
          <Typography variant="h3" sx={{ mt: 1 }}>
            {t('bankDetails.accountHolder')}
          </Typography>
        </Grid>
        <Grid size={12}>
          <TextField {...field('AccountHolderName')} />
        </Grid>
        {needs.holderAddress && addressFields('AccountHolderAddress')}

        <Grid size={12}>
          <FormControl error={!!errors.Terms} required>
            <FormControlLabel
              control={
                <Checkbox
                  id={fieldId('Terms')}
                  checked={terms}
                  onChange={(event) => {
                    setTerms(event.target.checked);
                    if (event.target.checked) setError('Terms', undefined);
                  }}
                  slotProps={{ input: { 'aria-describedby': errors.Terms ? 'bank-terms-error' : undefined } }}
                />
              }
              label={
                <>
                  {t('bankDetails.termsLabel')}{' '}
                  <Link
                    component="button"
                    type="button"
                    onClick={(event) => {
                      event.preventDefault();
                      setTermsOpen(true);
                    }}
                    sx={{ verticalAlign: 'baseline' }}
                  >
                    {t('bankDetails.termsLink')}
                  </Link>
                </>
              }
            />
            {errors.Terms && (
              <FormHelperText id="bank-terms-error" role="alert">
                {errors.Terms}
              </FormHelperText>
            )}
          </FormControl>
        </Grid>

        {formText && (
          <Grid size={12}>
            <Alert severity="error" role="alert">
              {formText}
            </Alert>
          </Grid>
        )}
        <Grid size={12}>
          <Box>
            <Button type="submit" variant="contained" size="large" loading={request.isPending} loadingPosition="start">
              {request.isPending
                ? t('bankDetails.submitting')
                : t(claim.paymentReturn ? 'bankDetails.submitAfterReturn' : 'bankDetails.submit')}
            </Button>
          </Box>
        </Grid>
        <Grid size={12}>
          <PrivacyNoticeLink />
        </Grid>
      </Grid>
      {termsOpen && <TermsDialog onClose={() => setTermsOpen(false)} />}
    </form>
  );
}
