import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';
import { useConsoleDataProvider } from '../dataProvider/useConsoleDataProvider';
import type { PaymentRunFile } from '../types';

/** Hands a fetched file to the browser's download. */
function save(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * Downloads a run's file. A plain link cannot carry the bearer token, so the file is fetched with it
 * and handed to the browser as a blob.
 */
export function DownloadButton({ runId, file, label }: { runId: Identifier; file: PaymentRunFile; label: string }) {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await dataProvider.paymentRunFile(runId, file);
      save(blob, filename);
    } catch (error) {
      notify(`${translate('console.paymentRuns.downloadFailed')} ${errorMessages(error).join(' ')}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {label}
    </Button>
  );
}
