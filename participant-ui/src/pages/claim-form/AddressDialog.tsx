import Lock from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';

import { ADDRESS_MODAL, COMMON } from '../../texts';
import { ADDRESS_FIELDS, missingFields, type AddressField, type EmployerAddress } from './address';

const LABELS: Record<AddressField, string> = {
  institution: ADDRESS_MODAL.institution,
  street: ADDRESS_MODAL.street,
  postalCode: ADDRESS_MODAL.postalCode,
  city: ADDRESS_MODAL.city,
};

const MANDATORY: Record<AddressField, string> = {
  institution: ADDRESS_MODAL.institutionMandatory,
  street: ADDRESS_MODAL.streetMandatory,
  postalCode: ADDRESS_MODAL.postalCodeMandatory,
  city: ADDRESS_MODAL.cityMandatory,
};

const AUTOCOMPLETE: Record<AddressField, string> = {
  institution: 'organization',
  street: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
};

interface AddressDialogProps {
  /** The address as the suggestion gave it. */
  address: EmployerAddress;
  /** Fields the suggestion supplied: shown, but not editable. */
  locked: readonly AddressField[];
  onApply: (address: EmployerAddress) => void;
  onCancel: () => void;
}

/** 'Missing required address data': completes an address picked from the suggestions. */
export function AddressDialog({ address, locked, onApply, onCancel }: AddressDialogProps) {
  const [values, setValues] = useState(() => ({ ...address }));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const titleId = useId();
  const firstEditable = ADDRESS_FIELDS.find((field) => !locked.includes(field));

  const change = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, MANDATORY[field]])));
      document.getElementById(`${titleId}-${missing[0]}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()]));
    onApply({ ...values, ...trimmed });
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{ADDRESS_MODAL.title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{ADDRESS_MODAL.intro}</Typography>
          <Stack spacing={2}>
            {ADDRESS_FIELDS.map((field) => {
              const isLocked = locked.includes(field);
              return (
                <TextField
                  key={field}
                  id={`${titleId}-${field}`}
                  label={LABELS[field]}
                  value={values[field]}
                  onChange={(event) => change(field, event.target.value)}
                  required
                  autoFocus={field === firstEditable}
                  autoComplete={AUTOCOMPLETE[field]}
                  error={!!errors[field]}
                  helperText={errors[field] ?? (isLocked ? ADDRESS_MODAL.locked : undefined)}
                  slotProps={{
                    // Read-only fields are no tab stops: the keyboard goes from one field to fill to the next.
                    htmlInput: { readOnly: isLocked, tabIndex: isLocked ? -1 : undefined },
                    input: isLocked
                      ? {
                          endAdornment: (
                            <InputAdornment position="end">
                              <Lock fontSize="small" aria-hidden="true" />
                            </InputAdornment>
                          ),
                        }
                      : undefined,
                  }}
                />
              );
            })}
            <TextField
              id={`${titleId}-country`}
              label={ADDRESS_MODAL.country}
              value={values.countryName || values.countryCode}
              helperText={ADDRESS_MODAL.locked}
              slotProps={{
                htmlInput: { readOnly: true, tabIndex: -1 },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Lock fontSize="small" aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>{COMMON.cancel}</Button>
          <Button type="submit" variant="contained">
            {ADDRESS_MODAL.apply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
