import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, usePermissions, useRefresh, useTranslate } from 'react-admin';

import { canDecideClaims } from '../authProvider/roles';
import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { formatDay } from '../format/berlinTime';
import type { StatementEntryDto, StatementImportDto } from '../types';

/** The result's lists, in the order finance reads them: what changed first, then what did not. */
const SECTIONS = [
  'matched',
  'returned',
  'mismatched',
  'statuses',
  'alreadyPaid',
  'alreadyReturned',
  'unknown',
] as const;
type Section = (typeof SECTIONS)[number];

/** One list of the result: each transfer with its claim, run, the bank's date and (returns, unknowns) why. */
function ResultTable({ section, entries }: { section: Section; entries: StatementEntryDto[] }) {
  const translate = useTranslate();
  const text = (key: string) => translate(`console.bankStatements.${key}`);
  const headingId = `statement-${section}`;
  const withReason = section !== 'matched' && section !== 'alreadyPaid';
  const withBooking = section === 'mismatched';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {translate(`console.bankStatements.sections.${section}`, { smart_count: entries.length })}
      </Typography>
      {/* Scrolls sideways on a phone: a tab stop, so the keyboard scrolls it too (as ChangeHistory's). */}
      <TableContainer tabIndex={0} role="group" aria-labelledby={headingId}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{text(section === 'unknown' ? 'reference' : 'transactionNumber')}</TableCell>
              {section !== 'unknown' && <TableCell>{text('run')}</TableCell>}
              <TableCell>{text('date')}</TableCell>
              {withBooking && <TableCell>{text('booked')}</TableCell>}
              {withReason && <TableCell>{text('reason')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry, index) => (
              <TableRow key={`${entry.endToEndId ?? ''}-${index}`}>
                <TableCell>
                  {entry.claimGuid && section !== 'unknown' ? (
                    <Link to={`/claim/${encodeURIComponent(entry.claimGuid)}`}>{entry.identifier}</Link>
                  ) : (
                    (entry.endToEndId ?? text('noReference'))
                  )}
                </TableCell>
                {section !== 'unknown' && <TableCell>{entry.runNumber}</TableCell>}
                <TableCell>{formatDay(entry.date)}</TableCell>
                {withBooking && (
                  <TableCell>
                    {entry.amount == null ? '' : `${entry.amount.toFixed(2)} ${entry.currency ?? ''}`}
                  </TableCell>
                )}
                {withReason && (
                  <TableCell>{entry.reasonCode ? `${entry.reasonCode}: ${entry.reason}` : entry.reason}</TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** What the import did: a one-line summary, then a table for each list that is not empty. */
export function StatementResults({ result }: { result: StatementImportDto }) {
  const translate = useTranslate();
  const counts = Object.fromEntries(SECTIONS.map((section) => [section, result[section].length]));
  const changed = result.matched.length + result.returned.length;
  const severity = result.mismatched.length > 0 ? 'warning' : changed > 0 ? 'success' : 'info';
  return (
    <Stack spacing={1}>
      <Alert severity={severity} role="status">
        {translate('console.bankStatements.summary', {
          format: result.format,
          messageId: result.messageId ?? '',
          ...counts,
        })}
      </Alert>
      <Typography variant="body2">{translate('console.bankStatements.skipped', { ...result.skipped })}</Typography>
      {SECTIONS.filter((section) => result[section].length > 0).map((section) => (
        <ResultTable key={section} section={section} entries={result[section]} />
      ))}
    </Stack>
  );
}

/**
 * Upload bank statement (Approvers, Admins): the bank's camt.054, camt.053 or pain.002 for any run;
 * its result stays in the dialog, and the run's page is read again so every claim shows Paid or returned.
 */
export function BankStatementUpload({ primary = false }: { primary?: boolean }) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`console.bankStatements.${key}`, options);
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const { permissions } = usePermissions();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const upload = useMutation({
    mutationFn: (statement: File) => dataProvider.importBankStatement(statement),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['paymentruns'] });
      refresh();
    },
  });

  const close = () => {
    setOpen(false);
    setFile(undefined);
    upload.reset();
  };
  const pick = (picked: File | undefined) => {
    setFile(picked);
    upload.reset();
  };

  if (!canDecideClaims(permissions)) return null;
  return (
    <>
      <Button variant={primary ? 'contained' : 'outlined'} startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {text('upload')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="statement-title">
        <DialogTitle id="statement-title">{text('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{text('help')}</DialogContentText>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              {/* A real button opens the picker, so the keyboard reaches it; the input itself stays hidden. */}
              <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.isPending}>
                {text('choose')}
              </Button>
              <input
                ref={input}
                hidden
                type="file"
                accept=".xml,application/xml,text/xml"
                aria-label={text('choose')}
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <Typography variant="body2" aria-live="polite">
                {file ? text('chosen', { name: file.name }) : text('noneChosen')}
              </Typography>
            </Stack>
            {upload.isError && <Alert severity="error">{errorMessages(upload.error).join(' ')}</Alert>}
            {upload.data && <StatementResults result={upload.data} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate(upload.data ? 'ra.action.close' : 'ra.action.cancel')}</Button>
          {!upload.data && (
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={!file || upload.isPending}
              onClick={() => file && upload.mutate(file)}
            >
              {upload.isPending ? text('uploading') : text('uploadFile')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
