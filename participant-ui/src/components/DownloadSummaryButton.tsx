import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { getClaimSummaryPdf } from '../api/claims';
import { CLAIM_DETAIL } from '../texts';

/** 'Download PDF': the claim's summary, fetched with the guest's token and saved under the server's file name. */
export function DownloadSummaryButton({ guid, identifier }: { guid: string; identifier: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { blob, name } = await getClaimSummaryPdf(guid);
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = name ?? `claim-${identifier}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
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
        {CLAIM_DETAIL.downloadPdf}
      </Button>
      {failed && <Alert severity="error">{CLAIM_DETAIL.downloadFailed}</Alert>}
    </Stack>
  );
}
