import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { Identifier } from 'react-admin';

import { TEXTS } from '../i18n/texts';
import { useDownload } from '../reports/useDownload';
import type { PaymentRunFile } from '../types';

/** Downloads a run's file (bytes as they come: the SEPA XML and the PDF alike). */
export function DownloadButton({ runId, file, label }: { runId: Identifier; file: PaymentRunFile; label: string }) {
  const { busy, download } = useDownload(TEXTS.paymentRuns.downloadFailed);
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => download(`/api/paymentruns/${encodeURIComponent(runId)}/${file}`, file)}
      disabled={busy}
    >
      {label}
    </Button>
  );
}
