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
import { hasEnded } from '@unit-costs/contract';
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';

import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { formatBerlinDate, formatBerlinDateTime } from '../format/berlinTime';
import { HiddenColumnHeader } from '../layout/HiddenColumnHeader';
import { Loaded } from '../layout/Loaded';
import { PageTitle } from '../layout/PageTitle';
import type { EventRetentionDto, RetentionOverviewDto } from '../types';

/** The page's texts (console.privacy in i18n/en.ts). */
function usePrivacyText() {
  const translate = useTranslate();
  return (key: string, options?: object) => translate(`console.privacy.${key}`, options);
}

/** Sets or lifts an event's legal hold, with the reason the record keeps. */
function LegalHoldDialog({ event, onClose }: { event: EventRetentionDto; onClose: () => void }) {
  const text = usePrivacyText();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const lifting = event.legalHold !== null;
  const number = { number: event.number };
  const change = useMutation({
    mutationFn: () =>
      lifting ? dataProvider.liftLegalHold(event.id, reason) : dataProvider.setLegalHold(event.id, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['privacy', 'retention'] });
      notify(text(lifting ? 'hold.liftDone' : 'hold.setDone', number), { type: 'success' });
      onClose();
    },
  });
  const error = change.error as { body?: { errorMessage?: string } } | null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="legal-hold-title" fullWidth maxWidth="sm">
      <DialogTitle id="legal-hold-title">{text(lifting ? 'hold.liftTitle' : 'hold.setTitle', number)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{text(lifting ? 'hold.liftText' : 'hold.setText')}</Typography>
        <TextField
          label={text('hold.reason')}
          required
          fullWidth
          multiline
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error?.body?.errorMessage ?? text(lifting ? 'hold.liftExample' : 'hold.setExample')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('hold.cancel')}</Button>
        <Button variant="contained" onClick={() => change.mutate()} disabled={!reason.trim() || change.isPending}>
          {text(lifting ? 'hold.lift' : 'hold.set')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The retention rules, what the next run would do, and each event's retention and legal hold. */
function RetentionOverview({
  overview,
  onEdit,
}: {
  overview: RetentionOverviewDto;
  onEdit: (event: EventRetentionDto) => void;
}) {
  const text = usePrivacyText();
  return (
    <Card>
      <CardContent>
        <Typography sx={{ mb: 2 }}>
          {text('rules', { years: overview.retentionYears, days: overview.unrequestedRetentionDays })}{' '}
          {overview.lastRun
            ? text('nextRunAfterLast', { count: overview.dueNow, when: formatBerlinDateTime(overview.lastRun) })
            : text('nextRun', { count: overview.dueNow })}
        </Typography>
        <Table size="small" aria-label={text('table')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('columns.event')}</TableCell>
              <TableCell>{text('columns.ended')}</TableCell>
              <TableCell align="right">{text('columns.claims')}</TableCell>
              <TableCell align="right">{text('columns.anonymised')}</TableCell>
              <TableCell>{text('columns.retentionEnd')}</TableCell>
              <TableCell align="right">{text('columns.dueNow')}</TableCell>
              <TableCell>{text('columns.legalHold')}</TableCell>
              <TableCell>
                <HiddenColumnHeader />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overview.events.map((event) => (
              <TableRow key={event.id}>
                <TableCell>
                  {event.number}
                  <Typography variant="body2" color="text.secondary">
                    {event.title}
                  </Typography>
                </TableCell>
                <TableCell>
                  {text(hasEnded(event.endDate) ? 'endedOn' : 'endsOn', { date: formatBerlinDate(event.endDate) })}
                </TableCell>
                <TableCell align="right">{event.claims}</TableCell>
                <TableCell align="right">{event.anonymised}</TableCell>
                <TableCell>
                  {event.retentionEnd
                    ? formatBerlinDate(event.retentionEnd)
                    : text(event.open ? 'stillOpen' : 'noneDecided')}
                  {event.retainUntil && (
                    <Typography variant="body2" color="text.secondary">
                      {text('laterDate', event.retainUntil)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{event.dueNow}</TableCell>
                <TableCell>
                  {event.legalHold ? (
                    <>
                      <Chip icon={<Gavel />} label={text('onHold')} color="warning" size="small" />
                      <Typography variant="body2">
                        {text('holdBy', { ...event.legalHold, when: formatBerlinDateTime(event.legalHold.at) })}
                      </Typography>
                    </>
                  ) : (
                    '–'
                  )}
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onEdit(event)}>
                    {text(event.legalHold ? 'liftHold' : 'setHold')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** /privacy: each event's retention end and legal hold, and what the retention job's next run would anonymise. */
export default function RetentionPage() {
  const translate = useTranslate();
  const text = usePrivacyText();
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
      <PageTitle title={translate('console.menu.privacy')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {text('title')}
      </Typography>
      {isAdmin ? (
        <Loaded query={overview} loading={text('loading')} failed={text('failed')}>
          {(data) => <RetentionOverview overview={data} onEdit={setEditing} />}
        </Loaded>
      ) : (
        <Alert severity="info">{text('adminsOnly')}</Alert>
      )}
      {editing && <LegalHoldDialog event={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
