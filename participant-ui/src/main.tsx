import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { eventQueryKey } from './api/events';
import { onSessionEnded } from './api/http';
import { createQueryClient, MY_DATA } from './api/query-client';
import { AppProviders } from './AppProviders';
import { initialLanguage } from './i18n/language';
import { loadLanguage } from './i18n/language-packs';
import { claimFormPage, routes } from './routes';
import { serverRenderedState } from './ssr/server-rendered-state';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// A session that cannot be renewed ends on the login page, coming back to where the guest was.
onSessionEnded(() => {
  queryClient.removeQueries({ queryKey: MY_DATA });
  const { pathname, search } = router.state.location;
  void router.navigate('/login', { replace: true, state: { from: pathname + search } });
});

const root = document.getElementById('root')!;
// A claim link the server rendered (src/ssr) carries its event, and the app takes the page over as it
// is; unless this browser chose another language than the server could know: the app draws it anew.
const rendered = serverRenderedState(root);
if (rendered) queryClient.setQueryData(eventQueryKey(rendered.eventNumber), rendered.event);

// The first render is in the page's language: German or French is loaded before it (and a rendered
// claim link's form, which the page has been loading since its head).
void Promise.all([loadLanguage(initialLanguage()), rendered && claimFormPage.preload().catch(() => undefined)]).then(
  ([loaded]) => {
    const app = (
      <StrictMode>
        <AppProviders language={loaded} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    if (rendered?.language === loaded.language) hydrateRoot(root, app);
    else createRoot(root).render(app);
  },
);
