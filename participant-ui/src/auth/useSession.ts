import { useSyncExternalStore } from 'react';

import type { GuestSessionDto } from '../api/types';
import { getSession, subscribe } from './session';

/** The stored guest session, re-rendering when it is saved, renewed or cleared (also in another tab). */
export function useSession(): GuestSessionDto | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
