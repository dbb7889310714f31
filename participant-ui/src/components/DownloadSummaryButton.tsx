import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { saveFile } from '@unit-costs/browser-files';
import { useState } from 'react';

import { getClaimSummaryPdf } from '../api/claims';
import { useT } from '../i18n/useT';

/** 'Download PDF': the claim's summary, fetched with the guest's token and saved under the server's file name. */
export function DownloadSummaryButton({ guid, identifier }: { guid: string; identifier: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { blob, name } = await getClaimSummaryPdf(guid);
      saveFile(blob, name ?? `claim-${identifier}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} /> : <PictureAsPdf />}
      >
        {t('claimDetail.downloadPdf')}
      </Button>
      {failed && <Alert severity="error">{t('claimDetail.downloadFailed')}</Alert>}
    </Stack>
  );
}
