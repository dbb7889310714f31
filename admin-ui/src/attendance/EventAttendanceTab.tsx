import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  Link,
  useDelete,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { Loaded } from '../layout/Loaded';
import { useDownload } from '../reports/useDownload';
import type { AttendeeDto, EventDto } from '../types';
import { attendeesResource, auditPackUrl, sheetUrl } from './attendanceApi';
import { AttendanceTable } from './AttendanceTable';
import { AttendeeDialog } from './AttendeeDialog';
import { dayLabel } from './dayLabel';
import { ImportDialog } from './ImportDialog';
import { ScansPanel } from './ScansPanel';

/**
 * The 'Attendance' tab of /admin/event/{id}: the attendees (import, add, edit, fee paid, delete), their
 * check-ins, the signature sheet of a day, the signed scans and the audit pack.
 */
export default function EventAttendanceTab() {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`console.attendance.${key}`, options);
  const event = useRecordContext<EventDto>();
  const eventId = Number(event?.id);
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: ['attendance', String(eventId)],
    queryFn: () => dataProvider.attendanceOverview(eventId),
    enabled: Number.isInteger(eventId),
  });
  const resource = attendeesResource(eventId);
  const attendees = useGetList<AttendeeDto>(resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'lastname', order: 'ASC' },
  });
  const [update] = useUpdate();
  const [remove] = useDelete();
  const [editing, setEditing] = useState<AttendeeDto | 'new'>();
  const [removing, setRemoving] = useState<AttendeeDto>();
  const [chosenDay, setDay] = useState<string>();
  const day = chosenDay ?? overview.data?.today ?? overview.data?.days[0] ?? '';
  const sheetDownload = useDownload(text('downloadFailed'));
  const packDownload = useDownload(text('downloadFailed'));
  const refresh = () => {
    void attendees.refetch();
    void queryClient.invalidateQueries({ queryKey: ['attendance', String(eventId)] });
  };
  const onError = (error: unknown) => notify(errorMessages(error).join(' '), { type: 'error' });
  const toggleFee = (attendee: AttendeeDto) => {
    const { id, firstname, lastname, email, institution, city, country } = attendee;
    const data = {
      firstname,
      lastname,
      email,
      institution,
      city,
      countryId: country?.id ?? null,
      feePaid: !attendee.feePaid,
    };
    void update(resource, { id, data, previousData: attendee }, { onSuccess: refresh, onError });
  };
  if (!event) return null;
  const days = overview.data?.days ?? [];
  return (
    <Stack spacing={2} sx={{ width: '100%', py: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <ImportDialog eventId={eventId} onImported={refresh} />
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setEditing('new')}>
          {text('addAttendee')}
        </Button>
        <Button variant="contained" component={RouterLink} to={`/check-in/${eventId}`} startIcon={<HowToRegIcon />}>
          {text('openCheckIn')}
        </Button>
        <TextField
          select
          fullWidth={false}
          size="small"
          label={text('day')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {days.map((d, index) => (
            <MenuItem key={d} value={d}>
              {dayLabel(d, index, days.length)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!day || sheetDownload.busy}
          startIcon={sheetDownload.busy ? <CircularProgress size={16} /> : <DownloadIcon />}
          onClick={() => void sheetDownload.download(sheetUrl(eventId, day), `attendance-${event.number}-${day}.pdf`)}
        >
          {text('signatureSheet')}
        </Button>
        <Button
          variant="outlined"
          disabled={packDownload.busy}
          startIcon={packDownload.busy ? <CircularProgress size={16} /> : <DownloadIcon />}
          onClick={() => void packDownload.download(auditPackUrl(eventId), `audit-pack-${event.number}.zip`)}
        >
          {text('auditPack')}
        </Button>
      </Stack>
      {overview.data && (
        <Typography variant="body2" color="text.secondary" role="status">
          {text('summary', {
            attendees: overview.data.attendees,
            feePaid: overview.data.feePaid,
            checkedIn: overview.data.checkedInAnyDay,
            scans: overview.data.scans,
          })}
        </Typography>
      )}
      <Loaded query={attendees} loading={text('loading')} failed={text('loadFailed')}>
        {(rows) => (
          <AttendanceTable
            label={text('attendees')}
            columns={['name', 'email', 'institution', 'departure', 'feePaid', 'checkedIn', 'claim', '']}
            empty={rows.length === 0 && text('noAttendees')}
          >
            {rows.map((attendee) => {
              const name = `${attendee.lastname}, ${attendee.firstname}`;
              return (
                <TableRow key={attendee.id}>
                  <TableCell>{name}</TableCell>
                  <TableCell>{attendee.email}</TableCell>
                  <TableCell>{attendee.institution}</TableCell>
                  <TableCell>
                    {attendee.departure &&
                      [attendee.departure.city, attendee.departure.country].filter(Boolean).join(', ')}
                    {attendee.departure && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {text(`departureFrom.${attendee.departure.source}`)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Checkbox
                      checked={attendee.feePaid}
                      onChange={() => toggleFee(attendee)}
                      slotProps={{ input: { 'aria-label': text('feePaidFor', { name }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      {attendee.checkedInDays.map((d) => (
                        <Chip key={d} size="small" color="success" label={dayLabel(d, days.indexOf(d), days.length)} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    {attendee.claim && <Link to={`/claim/${attendee.claim.guid}`}>{attendee.claim.identifier}</Link>}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={text('editFor', { name })} onClick={() => setEditing(attendee)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={text('deleteFor', { name })} onClick={() => setRemoving(attendee)}>
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </AttendanceTable>
        )}
      </Loaded>
      <ScansPanel eventId={eventId} days={days} onChange={refresh} />
      {editing && (
        <AttendeeDialog
          eventId={eventId}
          attendee={editing === 'new' ? undefined : editing}
          onClose={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <Confirm
        isOpen={removing !== undefined}
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        onConfirm={() => {
          if (removing)
            void remove(resource, { id: removing.id, previousData: removing }, { onSuccess: refresh, onError });
          setRemoving(undefined);
        }}
        onClose={() => setRemoving(undefined)}
      />
    </Stack>
  );
}
