import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { saveFile } from '@unit-costs/browser-files';
import { useState } from 'react';

import { eraseMyData, getMyData } from '../../api/privacy';
import { MY_DATA } from '../../api/query-client';
import type { ErasureResultDto } from '../../api/types';
import { PageTitle } from '../../components/PageTitle';
import { PrivacyNoticeLink } from '../../components/PrivacyNoticeLink';
import { SectionCard } from '../../components/SectionCard';
import { useFormat } from '../../format';
import { useT } from '../../i18n/useT';

function DownloadButton({ format }: { format: 'json' | 'pdf' }) {
  const t = useT();
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
        {format === 'pdf' ? t('ownData.downloadPdf') : t('ownData.downloadJson')}
      </Button>
      {download.isError && <Alert severity="error">{t('ownData.downloadFailed')}</Alert>}
    </Stack>
  );
}

/** The erasure's outcome in the page's language, from its counts and each kept claim's reason. */
function ErasureOutcome({ result }: { result: ErasureResultDto }) {
  const t = useT();
  const format = useFormat();
  const { anonymised, restricted } = result;
  return (
    <Alert severity={restricted.length ? 'info' : 'success'} role="status">
      <Typography>{t('erasure.outcome', { anonymised: anonymised.length, restricted: restricted.length })}</Typography>
      {anonymised.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          {t('ownData.anonymisedList')} {anonymised.join(', ')}
        </Typography>
      )}
      {restricted.length > 0 && (
        <>
          <Typography sx={{ mt: 1 }}>{t('ownData.keptList')}</Typography>
          <ul>
            {restricted.map((kept) => {
              const date = kept.keptUntil ? format.day(kept.keptUntil) : '';
              return (
                <li key={kept.identifier}>
                  <strong>
                    {kept.identifier}
                    {date ? ` (${t('ownData.keptUntil', { date })})` : ''}
                  </strong>
                  {t('ownData.keptWhy', {
                    why: t(`erasure.kept.${kept.reason}`, {
                      event: kept.eventNumber,
                      date,
                      years: result.retentionYears,
                    }),
                  })}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Alert>
  );
}

/** /me/data: the signed-in participant downloads everything held about their address, or asks for erasure. */
export default function MyDataPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation({
    mutationFn: eraseMyData,
    onSettled: () => setConfirming(false),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_DATA }),
  });
  return (
    <>
      <PageTitle title={t('pageTitles.myData')} />
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('ownData.title')}
      </Typography>
      <Stack spacing={3}>
        <SectionCard title={t('ownData.downloadHeading')}>
          <Typography sx={{ mb: 2 }}>{t('ownData.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DownloadButton format="pdf" />
            <DownloadButton format="json" />
          </Stack>
          <Box sx={{ mt: 2 }}>
            <PrivacyNoticeLink />
          </Box>
        </SectionCard>
        <SectionCard title={t('ownData.eraseHeading')}>
          <Typography sx={{ mb: 2 }}>{t('ownData.eraseExplain')}</Typography>
          {erase.data ? (
            <ErasureOutcome result={erase.data} />
          ) : (
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              {t('ownData.erase')}
            </Button>
          )}
          {erase.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('ownData.eraseFailed')}
            </Alert>
          )}
        </SectionCard>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="erase-title">
        <DialogTitle id="erase-title">{t('ownData.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('ownData.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('ownData.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => erase.mutate()} disabled={erase.isPending}>
            {t('ownData.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
