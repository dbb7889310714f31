import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { onSessionEnded } from './api/http';
import { createQueryClient, MY_DATA } from './api/query-client';
import { routes } from './routes';
import { theme } from './theme';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// A session that cannot be renewed ends on the login page, coming back to where the guest was.
onSessionEnded(() => {
  queryClient.removeQueries({ queryKey: MY_DATA });
  const { pathname, search } = router.state.location;
  void router.navigate('/login', { replace: true, state: { from: pathname + search } });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
