import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { onSessionEnded } from './api/http';
import { AppProviders } from './AppProviders';
import { createQueryClient, MY_DATA } from './api/query-client';
import { routes } from './routes';
import { initialLanguage } from './i18n/language';
import { loadLanguage } from './i18n/language-packs';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// A session that cannot be renewed ends on the login page, coming back to where the guest was.
onSessionEnded(() => {
  queryClient.removeQueries({ queryKey: MY_DATA });
  const { pathname, search } = router.state.location;
  void router.navigate('/login', { replace: true, state: { from: pathname + search } });
});

// The first render is in the page's language: German or French is loaded before it.
void loadLanguage(initialLanguage()).then((language) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders language={language} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
