import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRefresh, useTranslate, type Identifier } from 'react-admin';

import { useDownload } from '../reports/useDownload';
import type { PaymentRunFile } from '../types';

/** Downloads a run's file (bytes as they come: the SEPA XML and the PDF alike). */
export function DownloadButton({
  runId,
  file,
  label,
  variant = 'text',
}: {
  runId: Identifier;
  file: PaymentRunFile;
  label: string;
  /** 'contained' where the download is the page's next step. */
  variant?: 'text' | 'contained';
}) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { busy, download } = useDownload(translate('console.paymentRuns.downloadFailed'));
  const downloadFile = async () => {
    await download(`/api/paymentruns/${encodeURIComponent(runId)}/${file}`, file);
    // The first download of the SEPA file moves the run's next step on to the statement.
    if (file === 'sepa.xml') {
      await queryClient.invalidateQueries({ queryKey: ['paymentruns'] });
      refresh();
    }
  };
  return (
    <Button
      size={variant === 'contained' ? 'medium' : 'small'}
      variant={variant}
      startIcon={<DownloadIcon />}
      // useDownload reports a failed download itself; a refresh that fails leaves the page as it was.
      onClick={() => void downloadFile()}
      disabled={busy}
    >
      {label}
    </Button>
  );
}
