import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

import { errorMessages } from '../dataProvider/httpClient';

/**
 * Runs a change of an event's contacts or venues (calls that answer with the event), then reloads the event.
 * Failures are notified with the server's words.
 */
export function useEventChange() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (change: () => Promise<unknown>, success: string): Promise<boolean> => {
    setPending(true);
    try {
      await change();
      notify(success, { type: 'info' });
      refresh();
      return true;
    } catch (error) {
      notify(errorMessages(error).join(' '), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
