import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreate, useTranslate, useUpdate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { AttendeeDto } from '../types';
import { attendeesResource } from './attendanceApi';

interface Fields {
  firstname: string;
  lastname: string;
  email: string;
  institution: string;
  city: string;
  countryId: string;
  feePaid: boolean;
}

const fieldsOf = (attendee?: AttendeeDto): Fields => ({
  firstname: attendee?.firstname ?? '',
  lastname: attendee?.lastname ?? '',
  email: attendee?.email ?? '',
  institution: attendee?.institution ?? '',
  city: attendee?.city ?? '',
  countryId: attendee?.country ? String(attendee.country.id) : '',
  feePaid: attendee?.feePaid ?? false,
});

/** Add an attendee by hand, or change one (`attendee` given); the server checks the fields and says what is wrong. */
export function AttendeeDialog(props: { eventId: number; attendee?: AttendeeDto; onClose: () => void }) {
  const { eventId, attendee, onClose } = props;
  const translate = useTranslate();
  const text = (key: string) => translate(`console.attendance.${key}`);
  const dataProvider = useConsoleDataProvider();
  const countries = useQuery({ queryKey: ['countryOptions'], queryFn: () => dataProvider.countryOptions() });
  const [fields, setFields] = useState<Fields>(() => fieldsOf(attendee));
  const [problem, setProblem] = useState<string>();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const set = (name: keyof Fields) => (event: { target: { value: string; checked?: boolean } }) =>
    setFields((current) => ({ ...current, [name]: name === 'feePaid' ? event.target.checked : event.target.value }));

  const save = () => {
    const data = {
      firstname: fields.firstname,
      lastname: fields.lastname,
      email: fields.email,
      institution: fields.institution || null,
      city: fields.city || null,
      countryId: fields.countryId ? Number(fields.countryId) : null,
      feePaid: fields.feePaid,
    };
    const options = { onSuccess: onClose, onError: (error: unknown) => setProblem(errorMessages(error).join(' ')) };
    const resource = attendeesResource(eventId);
    if (attendee) void update(resource, { id: attendee.id, data, previousData: attendee }, options);
    else void create(resource, { data }, options);
  };
  const input = (name: Exclude<keyof Fields, 'feePaid' | 'countryId'>, required = false) => (
    <TextField label={text(`fields.${name}`)} value={fields[name]} onChange={set(name)} required={required} fullWidth />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="attendee-title">
      <DialogTitle id="attendee-title">{text(attendee ? 'editAttendee' : 'addAttendee')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {input('firstname', true)}
          {input('lastname', true)}
          {input('email', true)}
          {input('institution')}
          {input('city')}
          <TextField
            select
            label={text('fields.country')}
            value={fields.countryId}
            onChange={set('countryId')}
            fullWidth
          >
            <MenuItem value="">–</MenuItem>
            {(countries.data ?? []).map((country) => (
              <MenuItem key={country.value} value={String(country.value)}>
                {country.displayValue}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={fields.feePaid} onChange={set('feePaid')} />}
            label={text('fields.feePaid')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={creating || updating}>
          {text('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
