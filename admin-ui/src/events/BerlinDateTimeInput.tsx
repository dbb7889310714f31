import { TextField } from '@mui/material';
import { useInput, useTranslate, type InputProps } from 'react-admin';

import { fromBerlinInput, toBerlinInput } from '../format/berlinTime';
import { validationText } from '../layout/ProblemBox';

/**
 * A date and time input showing Europe/Berlin time whatever the browser's zone; the form holds ISO instants.
 * A string label is a catalogue key, as with react-admin's own inputs.
 */
export function BerlinDateTimeInput({ source, label, validate }: Pick<InputProps, 'source' | 'label' | 'validate'>) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, validate });
  const error = fieldState.invalid ? validationText(fieldState.error?.message) : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      label={typeof label === 'string' ? translate(label, { _: label }) : label}
      type="datetime-local"
      value={toBerlinInput(field.value as string | null)}
      onChange={(event) => field.onChange(fromBerlinInput(event.target.value) || null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ? translate(error, { _: error }) : translate('console.events.timeZone')}
      slotProps={{ inputLabel: { shrink: true } }}
      size="small"
      fullWidth
      sx={{ mb: 2 }}
    />
  );
}
