import { Alert, Box } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { App } from './App';
import type { ConsoleAuth } from './authProvider/consoleAuth';
import { localAuth } from './authProvider/localAuthProvider';
import { loadClientConfig } from './config/clientConfig';

/** The console lives under /admin on the server's origin (docs/architecture.md). */
const BASENAME = '/admin';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadClientConfig();
    // MSAL loads only where Entra ID is configured.
    const auth: ConsoleAuth = config.entra
      ? await (await import('./authProvider/msalAuthProvider')).entraAuth(config.entra)
      : localAuth();
    const router = createBrowserRouter([{ path: '*', element: <App config={config} auth={auth} /> }], {
      basename: BASENAME,
    });
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <Box sx={{ p: 4 }}>
        <Alert severity="error">
          The console could not start: {error instanceof Error ? error.message : String(error)}
        </Alert>
      </Box>,
    );
  }
}

void start();
