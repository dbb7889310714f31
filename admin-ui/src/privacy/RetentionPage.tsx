import Gavel from '@mui/icons-material/Gavel';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { PageTitle } from '../layout/PageTitle';
import type { EventRetentionDto } from '../types';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});
const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));

/** Sets or lifts an event's legal hold, with the reason the record keeps. */
function LegalHoldDialog({ event, onClose }: { event: EventRetentionDto; onClose: () => void }) {
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const lifting = event.legalHold !== null;
  const change = useMutation({
    mutationFn: () =>
      lifting ? dataProvider.liftLegalHold(event.id, reason) : dataProvider.setLegalHold(event.id, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['privacy', 'retention'] });
      notify(lifting ? `Legal hold of ${event.number} lifted` : `Legal hold set on ${event.number}`, {
        type: 'success',
      });
      onClose();
    },
  });
  const error = change.error as { body?: { errorMessage?: string } } | null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="legal-hold-title" fullWidth maxWidth="sm">
      <DialogTitle id="legal-hold-title">
        {lifting ? `Lift the legal hold of ${event.number}` : `Legal hold on ${event.number}`}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {lifting
            ? 'Its claims are anonymised again once their retention has ended.'
            : 'While an audit or investigation is open, nothing of this event is anonymised. Who set the hold, when and why is recorded.'}
        </Typography>
        <TextField
          label="Reason"
          required
          fullWidth
          multiline
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={
            error?.body?.errorMessage ?? (lifting ? 'e.g. Audit closed' : 'e.g. OLAF investigation OF/2031/0042')
          }
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => change.mutate()} disabled={!reason.trim() || change.isPending}>
          {lifting ? 'Lift hold' : 'Set hold'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /privacy: each event's retention end and legal hold, and what the retention job's next run would anonymise. */
export default function RetentionPage() {
  const dataProvider = useConsoleDataProvider();
  const { permissions } = usePermissions<string[]>();
  const isAdmin = Array.isArray(permissions) && permissions.includes('Admin');
  const overview = useQuery({
    queryKey: ['privacy', 'retention'],
    queryFn: () => dataProvider.retention(),
    enabled: isAdmin,
  });
  const [editing, setEditing] = useState<EventRetentionDto | null>(null);
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Personal data" />
      <Typography variant="h5" component="h1" gutterBottom>
        Personal data: retention and legal holds
      </Typography>
      {!isAdmin && <Alert severity="info">This page is for Admins.</Alert>}
      {overview.isError && <Alert severity="error">The retention overview could not be loaded.</Alert>}
      {overview.data && (
        <Card>
          <CardContent>
            <Typography sx={{ mb: 2 }}>
              Claims are anonymised {overview.data.retentionYears} years after the end of the year their event's last
              claim was paid or decided, never-requested claims {overview.data.unrequestedRetentionDays} days after
              their event. The next run would anonymise <strong>{overview.data.dueNow}</strong> claims
              {overview.data.lastRun ? `; the last ran ${dateTime.format(new Date(overview.data.lastRun))}` : ''}.
            </Typography>
            <Table size="small" aria-label="Retention per event">
              <TableHead>
                <TableRow>
                  <TableCell>Event</TableCell>
                  <TableCell>Ended</TableCell>
                  <TableCell align="right">Claims</TableCell>
                  <TableCell align="right">Anonymised</TableCell>
                  <TableCell>Retention end</TableCell>
                  <TableCell align="right">Next run</TableCell>
                  <TableCell>Legal hold</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {overview.data.events.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell>
                      {event.number}
                      <Typography variant="body2" color="text.secondary">
                        {event.title}
                      </Typography>
                    </TableCell>
                    <TableCell>{day(event.endDate)}</TableCell>
                    <TableCell align="right">{event.claims}</TableCell>
                    <TableCell align="right">{event.anonymised}</TableCell>
                    <TableCell>
                      {event.retentionEnd
                        ? day(event.retentionEnd)
                        : event.open
                          ? 'Claims still open'
                          : 'No claim decided'}
                      {event.retainUntil && (
                        <Typography variant="body2" color="text.secondary">
                          Later date by {event.retainUntil.by}: {event.retainUntil.reason}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{event.dueNow}</TableCell>
                    <TableCell>
                      {event.legalHold ? (
                        <>
                          <Chip icon={<Gavel />} label="On hold" color="warning" size="small" />
                          <Typography variant="body2">
                            {event.legalHold.reason} ({event.legalHold.by},{' '}
                            {dateTime.format(new Date(event.legalHold.at))})
                          </Typography>
                        </>
                      ) : (
                        '–'
                      )}
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setEditing(event)}>
                        {event.legalHold ? 'Lift hold' : 'Set legal hold'}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      {editing && <LegalHoldDialog event={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
