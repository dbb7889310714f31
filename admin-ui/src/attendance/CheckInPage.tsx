import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useGetList, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { AttendeeDto } from '../types';
import { attendeesResource } from './attendanceApi';
import { dayLabel } from './dayLabel';

/** Other staff tick at other doors: the list is read again this often, so their ticks show up. */
const REFRESH_MS = 10_000;

/**
 * /admin/check-in/{eventId}: the door's page, made for a phone or a tablet. Search by name, tick an
 * attendee in for the chosen day (today while the seminar is on), tap again and confirm to undo (a stray
 * tap on a crowded door's phone must not take a signature's day away). Each tick is its own request and
 * row on the server, so several staff can tick at once without losing one.
 */
export function CheckInPage() {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`console.attendance.${key}`, options);
  const { id = '' } = useParams<{ id: string }>();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: ['attendance', id], queryFn: () => dataProvider.attendanceOverview(id) });
  const [chosenDay, setDay] = useState<string>();
  const day = chosenDay ?? overview.data?.today ?? overview.data?.days[0] ?? '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const {
    data: attendees,
    isPending,
    refetch,
  } = useGetList<AttendeeDto>(
    attendeesResource(id),
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'lastname', order: 'ASC' }, filter: q ? { q } : {} },
    { refetchInterval: REFRESH_MS },
  );
  const [busy, setBusy] = useState<number>();
  const [undoing, setUndoing] = useState<AttendeeDto>();

  const toggle = async (attendee: AttendeeDto) => {
    const ticked = attendee.checkedInDays.includes(day);
    setBusy(attendee.id);
    try {
      await (ticked ? dataProvider.undoCheckIn(id, attendee.id, day) : dataProvider.checkIn(id, attendee.id, day));
      notify(text(ticked ? 'undone' : 'checkedIn', { name: `${attendee.firstname} ${attendee.lastname}` }), {
        type: 'info',
      });
      await Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: ['attendance', id] })]);
    } catch (error) {
      notify(errorMessages(error).join(' '), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  const event = overview.data;
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={2}>
        <Button
          component={RouterLink}
          to={`/event/${id}/attendance`}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'start' }}
        >
          {text('backToEvent')}
        </Button>
        <Typography variant="h5" component="h1">
          {event ? text('checkInTitle', { number: event.number, title: event.title }) : text('checkIn')}
        </Typography>
        {overview.error && <Alert severity="error">{errorMessages(overview.error).join(' ')}</Alert>}
        {event && (
          <FormControl fullWidth>
            <InputLabel id="check-in-day">{text('day')}</InputLabel>
            <Select labelId="check-in-day" label={text('day')} value={day} onChange={(e) => setDay(e.target.value)}>
              {event.days.map((d, index) => (
                <MenuItem key={d} value={d}>
                  {dayLabel(d, index, event.days.length)}
                  {d === event.today ? ` (${text('today')})` : ''}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <TextField
          label={text('searchByName')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none' } }}
        />
        {event && day && (
          <Typography variant="body2" color="text.secondary" role="status">
            {text('countCheckedIn', {
              count: event.checkedIn.find((c) => c.day === day)?.count ?? 0,
              total: event.attendees,
            })}
          </Typography>
        )}
        {isPending ? (
          <CircularProgress aria-label={text('loading')} />
        ) : (
          <List aria-label={text('attendees')}>
            {(attendees ?? []).length === 0 && (
              <ListItem>
                <ListItemText primary={q ? text('nobodyFound') : text('noAttendees')} />
              </ListItem>
            )}
            {(attendees ?? []).map((attendee) => {
              const ticked = attendee.checkedInDays.includes(day);
              const name = `${attendee.lastname}, ${attendee.firstname}`;
              return (
                <ListItem
                  key={attendee.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Button
                      variant={ticked ? 'contained' : 'outlined'}
                      color={ticked ? 'success' : 'primary'}
                      size="large"
                      disabled={busy === attendee.id || !day}
                      onClick={() => (ticked ? setUndoing(attendee) : void toggle(attendee))}
                      startIcon={ticked ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
                      aria-label={text(ticked ? 'undoFor' : 'checkInFor', { name })}
                      aria-pressed={ticked}
                      sx={{ minWidth: 132, minHeight: 48 }}
                    >
                      {text(ticked ? 'present' : 'tick')}
                    </Button>
                  }
                  sx={{ pr: 18 }}
                >
                  <ListItemText
                    primary={name}
                    secondary={[attendee.institution, attendee.feePaid ? null : text('feeNotPaid')]
                      .filter(Boolean)
                      .join(' · ')}
                    slotProps={{ primary: { sx: { fontSize: '1.1rem', fontWeight: 500 } } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Stack>
      <Confirm
        isOpen={!!undoing}
        title={text('undoTitle')}
        content={
          undoing
            ? text('undoQuestion', {
                name: `${undoing.firstname} ${undoing.lastname}`,
                day: event ? dayLabel(day, event.days.indexOf(day), event.days.length) : day,
              })
            : ''
        }
        confirm={text('undoConfirm')}
        cancel={text('undoKeep')}
        onConfirm={() => {
          if (undoing) void toggle(undoing);
          setUndoing(undefined);
        }}
        onClose={() => setUndoing(undefined)}
      />
    </Box>
  );
}
