import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { eraseMyData, getMyData } from '../../api/privacy';
import { MY_DATA } from '../../api/query-client';
import type { ErasureResultDto } from '../../api/types';
import { PageTitle } from '../../components/PageTitle';
import { saveFile } from '../../components/save-file';
import { SectionCard } from '../../components/SectionCard';
import { OWN_DATA, PAGE_TITLES, PRIVACY } from '../../texts';

function DownloadButton({ format }: { format: 'json' | 'pdf' }) {
  const download = useMutation({
    mutationFn: () => getMyData(format),
    onSuccess: ({ blob, name }) => saveFile(blob, name ?? `my-data.${format}`),
  });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        startIcon={download.isPending ? <CircularProgress size={16} /> : <Download />}
      >
        {format === 'pdf' ? OWN_DATA.downloadPdf : OWN_DATA.downloadJson}
      </Button>
      {download.isError && <Alert severity="error">{OWN_DATA.downloadFailed}</Alert>}
    </Stack>
  );
}

function ErasureOutcome({ result }: { result: ErasureResultDto }) {
  return (
    <Alert severity={result.restricted.length ? 'info' : 'success'} role="status">
      <Typography>{result.message}</Typography>
      {result.anonymised.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          {OWN_DATA.anonymisedList} {result.anonymised.join(', ')}
        </Typography>
      )}
      {result.restricted.length > 0 && (
        <>
          <Typography sx={{ mt: 1 }}>{OWN_DATA.keptList}</Typography>
          <ul>
            {result.restricted.map((kept) => (
              <li key={kept.identifier}>
                <strong>
                  {kept.identifier}
                  {kept.keptUntil ? ` (${OWN_DATA.keptUntil(kept.keptUntil)})` : ''}
                </strong>
                : {kept.why}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}

/** /me/data: the signed-in participant downloads everything held about their address, or asks for erasure. */
export default function MyDataPage() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({
    mutationFn: eraseMyData,
    onSettled: () => setConfirming(false),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_DATA }),
  });
  return (
    <>
      <PageTitle title={PAGE_TITLES.myData} />
      <Typography variant="h4" component="h1" gutterBottom>
        {OWN_DATA.title}
      </Typography>
      <Stack spacing={3}>
        <SectionCard title={OWN_DATA.title}>
          <Typography sx={{ mb: 2 }}>{OWN_DATA.intro}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DownloadButton format="pdf" />
            <DownloadButton format="json" />
          </Stack>
          <Typography variant="body2" sx={{ mt: 2 }}>
            <RouterLink to="/privacy">{PRIVACY.link}</RouterLink>
          </Typography>
        </SectionCard>
        <SectionCard title={OWN_DATA.eraseHeading}>
          <Typography sx={{ mb: 2 }}>{OWN_DATA.eraseExplain}</Typography>
          {erase.data ? (
            <ErasureOutcome result={erase.data} />
          ) : (
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              {OWN_DATA.erase}
            </Button>
          )}
          {erase.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {OWN_DATA.eraseFailed}
            </Alert>
          )}
        </SectionCard>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="erase-title">
        <DialogTitle id="erase-title">{OWN_DATA.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{OWN_DATA.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{OWN_DATA.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => erase.mutate()} disabled={erase.isPending}>
            {OWN_DATA.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
