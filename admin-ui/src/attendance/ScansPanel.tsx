import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Button, IconButton, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import { formatBerlinDateTime } from '../format/berlinTime';
import { Loaded } from '../layout/Loaded';
import { useDownload } from '../reports/useDownload';
import { scanUrl } from './attendanceApi';
import { AttendanceTable } from './AttendanceTable';
import { dayLabel } from './dayLabel';

/** The signed sheets' scans of the event: who uploaded which when, a download each, and the upload. */
export function ScansPanel({ eventId, days, onChange }: { eventId: number; days: string[]; onChange: () => void }) {
  const translate = useTranslate();
  const text = (key: string, options?: object) => translate(`console.attendance.${key}`, options);
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const scans = useQuery({
    queryKey: ['attendance-scans', eventId],
    queryFn: () => dataProvider.attendanceScans(eventId),
  });
  const { busy, download } = useDownload(text('downloadFailed'));
  const [day, setDay] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(undefined);
    try {
      await dataProvider.uploadAttendanceScan(eventId, file, day);
      notify(text('scanUploaded', { name: file.name }), { type: 'success' });
      await scans.refetch();
      onChange();
    } catch (error) {
      setProblem(errorMessages(error).join(' '));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby="scans-title">
      <Typography variant="h6" component="h2" id="scans-title">
        {text('scans')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          fullWidth={false}
          size="small"
          label={text('sheetDay')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{text('anyDay')}</MenuItem>
          {days.map((d, index) => (
            <MenuItem key={d} value={d}>
              {dayLabel(d, index, days.length)}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={uploading}>
          {text('uploadScan')}
          <input
            hidden
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/tiff,image/webp"
            aria-label={text('uploadScan')}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {text('scanHelp')}
        </Typography>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Loaded query={scans} loading={text('scansLoading')} failed={text('scansFailed')}>
        {(rows) => (
          <AttendanceTable
            label={text('scans')}
            columns={['file', 'sheetDay', 'uploadedBy', 'uploadedAt', '']}
            empty={rows.length === 0 && text('noScans')}
          >
            {rows.map((scan) => (
              <TableRow key={scan.id}>
                <TableCell>{scan.fileName}</TableCell>
                <TableCell>
                  {scan.day ? dayLabel(scan.day, days.indexOf(scan.day), days.length) : text('anyDay')}
                </TableCell>
                <TableCell>{scan.uploadedBy}</TableCell>
                <TableCell>{formatBerlinDateTime(scan.uploadedAt)}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={text('downloadScan', { name: scan.fileName })}
                    disabled={busy}
                    onClick={() => void download(scanUrl(eventId, scan.id), scan.fileName)}
                  >
                    <DownloadIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </AttendanceTable>
        )}
      </Loaded>
    </Stack>
  );
}
