import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@unit-costs/contract';
import { useId, useState, type FormEvent } from 'react';

import type { CountryOption } from '../../hooks/useCountryOptions';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/useT';
import { ADDRESS_FIELDS, countryOf, missingFields, type AddressField, type EmployerAddress } from './address';

const LABELS: Record<AddressField, MessageKey> = {
  institution: 'addressModal.institution',
  street: 'addressModal.street',
  postalCode: 'addressModal.postalCode',
  city: 'addressModal.city',
};

const MANDATORY: Record<AddressField, MessageKey> = {
  institution: 'addressModal.institutionMandatory',
  street: 'addressModal.streetMandatory',
  postalCode: 'addressModal.postalCodeMandatory',
  city: 'addressModal.cityMandatory',
};

const AUTOCOMPLETE: Record<AddressField, string> = {
  institution: 'organization',
  street: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
};

type DialogField = AddressField | 'country';

interface AddressDialogProps {
  /** The address as the suggestion gave it, or as entered by hand before. */
  address: EmployerAddress;
  /** Fields the suggestion supplied: shown, but not editable. */
  locked: readonly AddressField[];
  /**
   * Entered by hand: the country is chosen from these, with this one preselected. Without them the
   * country is the suggestion's, read-only.
   */
  countries?: { options: readonly CountryOption[]; selected?: number };
  /**
   * Takes the completed address (and the chosen country). A promise that answers a sentence keeps
   * the dialog open with it: the address could not be placed.
   */
  onApply: (address: EmployerAddress, countryId?: number) => void | Promise<string | undefined>;
  onCancel: () => void;
}

/** 'Missing required address data': completes an address picked from the suggestions, or takes one entered by hand. */
export function AddressDialog({ address, locked, countries, onApply, onCancel }: AddressDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const [values, setValues] = useState(() => ({ ...address }));
  const [countryId, setCountryId] = useState(countries?.selected ? String(countries.selected) : '');
  const [errors, setErrors] = useState<Partial<Record<DialogField, string>>>({});
  const [applyError, setApplyError] = useState<string>();
  const [applying, setApplying] = useState(false);
  const titleId = useId();
  const firstEditable = ADDRESS_FIELDS.find((field) => !locked.includes(field));

  const change = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setApplyError(undefined);
    if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseCountry = (value: string) => {
    setCountryId(value);
    setApplyError(undefined);
    if (value) setErrors((current) => ({ ...current, country: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the calculator's form in React's tree, where its submit would bubble
    // to the calculator and check that form before anything was calculated.
    event.stopPropagation();
    const missing: DialogField[] = missingFields(values);
    if (countries && !countryId) missing.push('country');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t(messageFor(field))])));
      document.getElementById(`${titleId}-${missing[0]}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()]));
    setApplying(true);
    try {
      const address = { ...values, ...trimmed };
      setApplyError((await (countries ? onApply(address, Number(countryId)) : onApply(address))) ?? undefined);
    } catch {
      setApplyError(t('common.unknownError'));
    } finally {
      setApplying(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{countries ? t('addressModal.byHandTitle') : t('addressModal.title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{countries ? t('addressModal.byHandIntro') : t('addressModal.intro')}</Typography>
          <Stack spacing={2}>
            {ADDRESS_FIELDS.map((field) => {
              const isLocked = locked.includes(field);
              return (
                <TextField
                  key={field}
                  id={`${titleId}-${field}`}
                  label={t(LABELS[field])}
                  value={values[field]}
                  onChange={(event) => change(field, event.target.value)}
                  required
                  autoFocus={field === firstEditable}
                  autoComplete={AUTOCOMPLETE[field]}
                  error={!!errors[field]}
                  helperText={errors[field] ?? (isLocked ? t('addressModal.locked') : undefined)}
                  slotProps={{
                    // Read-only fields are no tab stops: the keyboard goes from one field to fill to the next.
                    htmlInput: { readOnly: isLocked, tabIndex: isLocked ? -1 : undefined },
                    input: isLocked ? { endAdornment: <LockedMark /> } : undefined,
                  }}
                />
              );
            })}
            {countries ? (
              <TextField
                select
                id={`${titleId}-country`}
                label={t('addressModal.country')}
                value={countryId}
                onChange={(event) => chooseCountry(event.target.value)}
                required
                autoComplete="country-name"
                error={!!errors.country}
                helperText={errors.country}
                slotProps={{ select: { native: true } }}
              >
                <option value="" disabled>
                  {t('addressModal.chooseCountry')}
                </option>
                {countries.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </TextField>
            ) : (
              <TextField
                id={`${titleId}-country`}
                label={t('addressModal.country')}
                value={countryOf(values, language)}
                helperText={t('addressModal.locked')}
                slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 }, input: { endAdornment: <LockedMark /> } }}
              />
            )}
            {applyError && (
              <Alert severity="warning" role="alert">
                {applyError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={applying}>
            {t('addressModal.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function messageFor(field: DialogField): MessageKey {
  return field === 'country' ? 'addressModal.countryRequired' : MANDATORY[field];
}

function LockedMark() {
  return (
    <InputAdornment position="end">
      <Lock fontSize="small" aria-hidden="true" />
    </InputAdornment>
  );
}
