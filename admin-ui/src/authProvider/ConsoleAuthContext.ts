import { createContext, useContext } from 'react';

import type { ConsoleAuth } from './consoleAuth';

export const ConsoleAuthContext = createContext<ConsoleAuth | undefined>(undefined);

export function useConsoleAuth(): ConsoleAuth {
  const auth = useContext(ConsoleAuthContext);
  if (!auth) throw new Error('useConsoleAuth needs a ConsoleAuthContext');
  return auth;
}
