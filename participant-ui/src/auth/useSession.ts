import { useSyncExternalStore } from 'react';

import type { GuestSessionDto } from '../api/types';
import { getSession, subscribe } from './session';

const noSession = () => null;

/**
 * The stored guest session, re-rendering when it is saved, renewed or cleared (also in another tab).
 * A page the server rendered shows no session (the server cannot see this browser's): the app takes
 * that page over as it is, then shows the session.
 */
export function useSession(): GuestSessionDto | null {
  return useSyncExternalStore(subscribe, getSession, noSession);
}
