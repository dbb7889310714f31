import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { ImportResultDto } from '../types';

const ACTION_COLOURS = { add: 'success', update: 'info', unchanged: 'default', problem: 'error' } as const;

/**
 * Import from a registration system's CSV: the server's preview first (dryRun: every row's action or
 * problems), then the import itself, which a file with any problem never reaches.
 */
export function ImportDialog({ eventId, onImported }: { eventId: number; onImported: () => void }) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`console.attendance.${key}`, options);
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<ImportResultDto>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setFile(undefined);
    setPreview(undefined);
    setProblem(undefined);
  };
  const pick = async (picked: File | undefined) => {
    setFile(picked);
    setPreview(undefined);
    setProblem(undefined);
    if (!picked) return;
    setBusy(true);
    try {
      setPreview(await dataProvider.importAttendees(eventId, picked, true));
    } catch (error) {
      setProblem(errorMessages(error).join(' '));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await dataProvider.importAttendees(eventId, file, false);
      if (!result.written) {
        setPreview(result);
        return;
      }
      notify(text('imported', { added: result.added, updated: result.updated }), { type: 'success' });
      onImported();
      close();
    } catch (error) {
      setProblem(errorMessages(error).join(' '));
    } finally {
      setBusy(false);
    }
  };
  const ready = preview !== undefined && preview.problems === 0 && preview.added + preview.updated > 0;
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {text('importCsv')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="lg" aria-labelledby="import-title">
        <DialogTitle id="import-title">{text('importTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{text('importHelp')}</Typography>
            <Button component="label" variant="outlined" sx={{ alignSelf: 'start' }} disabled={busy}>
              {file ? file.name : text('chooseCsv')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={text('chooseCsv')}
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </Button>
            {problem && <Alert severity="error">{problem}</Alert>}
            {preview && (
              <>
                <Alert severity={preview.problems > 0 ? 'error' : 'info'} role="status">
                  {preview.problems > 0
                    ? text('previewProblems', { count: preview.problems })
                    : text('previewSummary', {
                        added: preview.added,
                        updated: preview.updated,
                        unchanged: preview.unchanged,
                      })}
                </Alert>
                <Typography variant="body2" color="text.secondary">
                  {text('columnsUsed')}{' '}
                  {preview.columns.map((column) => `${column.header} → ${column.field ?? text('ignored')}`).join(' · ')}
                </Typography>
                <Table size="small" aria-label={text('previewTable')}>
                  <TableHead>
                    <TableRow>
                      {['line', 'action', 'name', 'email', 'institution', 'departure', 'feePaid', 'problems'].map(
                        (key) => (
                          <TableCell key={key}>{text(`columns.${key}`)}</TableCell>
                        ),
                      )}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.rows.map((row) => (
                      <TableRow key={row.line} selected={row.action === 'problem'}>
                        <TableCell>{row.line}</TableCell>
                        <TableCell>
                          <Chip size="small" color={ACTION_COLOURS[row.action]} label={text(`actions.${row.action}`)} />
                        </TableCell>
                        <TableCell>{`${row.lastname}, ${row.firstname}`}</TableCell>
                        <TableCell>{row.email}</TableCell>
                        <TableCell>{row.institution}</TableCell>
                        <TableCell>{[row.city, row.country].filter(Boolean).join(', ')}</TableCell>
                        <TableCell>{row.feePaid === null ? '' : text(row.feePaid ? 'yes' : 'no')}</TableCell>
                        <TableCell sx={{ color: 'error.main' }}>{row.problems.join(' ')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{text('cancel')}</Button>
          <Button variant="contained" disabled={!ready || busy} onClick={() => void confirm()}>
            {text('importConfirm', { count: (preview?.added ?? 0) + (preview?.updated ?? 0) })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
