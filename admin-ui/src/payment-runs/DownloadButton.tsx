import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';

import { useDownload } from '../reports/useDownload';
import type { PaymentRunFile } from '../types';

/** Downloads a run's file (bytes as they come: the SEPA XML and the PDF alike). */
export function DownloadButton({ runId, file, label }: { runId: Identifier; file: PaymentRunFile; label: string }) {
  const translate = useTranslate();
  const { busy, download } = useDownload(translate('console.paymentRuns.downloadFailed'));
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
