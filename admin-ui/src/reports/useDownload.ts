import { useState } from 'react';
import { useNotify } from 'react-admin';

import { useConsoleAuth } from '../authProvider/ConsoleAuthContext';
import { errorMessages } from '../dataProvider/httpClient';
import { downloadFile } from './downloadFile';

/**
 * Starts downloads with the signed-in user's token; `busy` while one runs, failures as a
 * notification (after `failure`, when given). The console's one way to download a file.
 */
export function useDownload(failure?: string) {
  const auth = useConsoleAuth();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (url: string, fallbackName: string) => {
    setBusy(true);
    try {
      await downloadFile(url, await auth.getToken().catch(() => undefined), fallbackName);
    } catch (error) {
      notify([failure, ...errorMessages(error)].filter(Boolean).join(' '), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
