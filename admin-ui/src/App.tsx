import { Box, CircularProgress, CssBaseline } from '@mui/material';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  localStorageStore,
  Resource,
  type AuthProvider,
  type CatchAllComponent,
  type CoreAdminUIProps,
  type DataProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';

import type { ConsoleAuth } from './authProvider/consoleAuth';
import { ConsoleAuthContext } from './authProvider/ConsoleAuthContext';
import claims from './claims';
import { ClientConfigContext, type ClientConfig } from './config/clientConfig';
import contacts from './contacts';
import countries from './countries';
import { createDataProvider } from './dataProvider/dataProvider';
import { createHttpClient } from './dataProvider/httpClient';
import distances from './distances';
import events from './events';
import { i18nProvider } from './i18n/i18nProvider';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { lazyPage } from './layout/lazyPage';
import { RedirectPage } from './layout/RedirectPage';
import paymentRuns from './payment-runs';
import staff from './staff';
import { consoleTheme } from './theme';

// The door's check-in page, for a phone: a chunk of its own, without the console's layout.
const CheckInPage = lazyPage(
  () => import('./attendance/CheckInPage'),
  (m) => m.CheckInPage,
);

// The dashboard's charts are a chunk of their own, loaded when it is opened.
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const RetentionPage = lazy(() => import('./privacy/RetentionPage'));

// The login page and the layout (app bar, side menu) are chunks of their own: neither screen needs the other's code.
const LoginPage = lazyPage(
  () => import('./layout/LoginPage'),
  (m) => m.LoginPage,
);
const ConsoleLayout = lazyPage(
  () => import('./layout/ConsoleLayout'),
  (m) => m.ConsoleLayout,
);
const fallbackPages = () => import('./layout/fallbackPages');
const NotFound = lazyPage(fallbackPages, (m) => m.NotFound as CatchAllComponent);
const LazyErrorPage = lazyPage(fallbackPages, (m) => m.ErrorPage);
const ErrorPage = (props: Parameters<NonNullable<CoreAdminUIProps['error']>>[0]) => <LazyErrorPage {...props} />;
const AccessDenied = lazyPage(fallbackPages, (m) => m.AccessDenied);
const AuthenticationError = lazyPage(fallbackPages, (m) => m.AuthenticationError);
const AuthCallback = lazyPage(fallbackPages, (m) => m.AuthCallback);

// Texts needed outside react-admin's contexts (the providers' own wrapper).
const { translate } = i18nProvider;

// What react-admin's <Admin> keeps in the browser's local storage (list sort, filters, page size).
const store = localStorageStore();

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * react-admin's <Admin> taken apart (its AdminContext and AdminUI, as its documentation shows):
 * <Admin> imports its default layout, login form and error pages statically, so they would all load
 * before the first screen; here each comes lazily (docs/decisions.md, "Console").
 */
function ConsoleAdmin({
  dataProvider,
  authProvider,
  children,
}: {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  children: ReactNode;
}) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={consoleTheme}
    >
      <CssBaseline enableColorScheme>
        <Suspense fallback={<Spinner label={translate('console.loading')} />}>
          <CoreAdminUI
            title={translate('console.appTitle')}
            layout={ConsoleLayout}
            loginPage={LoginPage}
            loading={LoadingPage}
            catchAll={NotFound}
            error={ErrorPage}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            authCallbackPage={AuthCallback}
            disableTelemetry
          >
            {children}
          </CoreAdminUI>
        </Suspense>
        <ConsoleNotification />
      </CssBaseline>
    </AdminContext>
  );
}

/** The one place where providers, layout and routes are wired. Mounted under the router's /admin basename. */
export function App({ config, auth }: { config: ClientConfig; auth: ConsoleAuth }) {
  const dataProvider = useMemo(() => createDataProvider(createHttpClient(auth.getToken)), [auth]);
  return (
    <ClientConfigContext.Provider value={config}>
      <ConsoleAuthContext.Provider value={auth}>
        <ConsoleAdmin dataProvider={dataProvider} authProvider={auth.authProvider}>
          <CustomRoutes noLayout>
            <Route path="/" element={<RedirectPage />} />
            <Route path="/check-in/:id" element={<CheckInPage />} />
          </CustomRoutes>
          <CustomRoutes>
            {/* The spec's singular paths for one event and one claim. */}
            <Route path="/event/:id/*" element={<events.edit />} />
            <Route path="/claim/:id" element={<claims.show />} />
            <Route
              path="/dashboard"
              element={
                <Suspense fallback={<Spinner label={translate('console.dashboard.loading')} />}>
                  <Dashboard />
                </Suspense>
              }
            />
            <Route
              path="/privacy"
              element={
                <Suspense fallback={<Spinner label="Loading" />}>
                  <RetentionPage />
                </Suspense>
              }
            />
          </CustomRoutes>
          <Resource name="events" {...events} />
          <Resource name="claims" {...claims} />
          <Resource name="paymentruns" {...paymentRuns} />
          <Resource name="countries" {...countries} />
          <Resource name="distances" {...distances} />
          <Resource name="contacts" {...contacts} />
          <Resource name="staff" {...staff} />
        </ConsoleAdmin>
      </ConsoleAuthContext.Provider>
    </ClientConfigContext.Provider>
  );
}
