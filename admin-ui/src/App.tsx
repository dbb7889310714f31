import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';

import { ConsoleAuthContext } from './authProvider/ConsoleAuthContext';
import type { ConsoleAuth } from './authProvider/consoleAuth';
import claims from './claims';
import { ClientConfigContext, type ClientConfig } from './config/clientConfig';
import contacts from './contacts';
import countries from './countries';
import { createDataProvider } from './dataProvider/dataProvider';
import { createHttpClient } from './dataProvider/httpClient';
import distances from './distances';
import events from './events';
import { i18nProvider } from './i18n/i18nProvider';
import { TEXTS } from './i18n/texts';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { LoginPage } from './layout/LoginPage';
import { RedirectPage } from './layout/RedirectPage';
import paymentRuns from './payment-runs';

// The dashboard's charts are a chunk of their own, loaded when it is opened.
const Dashboard = lazy(() => import('./dashboard/Dashboard'));

/** The one place where providers, layout and routes are wired. Mounted under the router's /admin basename. */
export function App({ config, auth }: { config: ClientConfig; auth: ConsoleAuth }) {
  const dataProvider = useMemo(() => createDataProvider(createHttpClient(auth.getToken)), [auth]);
  return (
    <ClientConfigContext.Provider value={config}>
      <ConsoleAuthContext.Provider value={auth}>
        <Admin
          title={TEXTS.appTitle}
          dataProvider={dataProvider}
          authProvider={auth.authProvider}
          i18nProvider={i18nProvider}
          loginPage={LoginPage}
          layout={ConsoleLayout}
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route path="/" element={<RedirectPage />} />
          </CustomRoutes>
          <CustomRoutes>
            {/* The spec's singular paths for one event and one claim. */}
            <Route path="/event/:id/*" element={<events.edit />} />
            <Route path="/claim/:id" element={<claims.show />} />
            <Route
              path="/dashboard"
              element={
                <Suspense
                  fallback={
                    <Box sx={{ p: 4 }}>
                      <CircularProgress aria-label="Loading the dashboard" />
                    </Box>
                  }
                >
                  <Dashboard />
                </Suspense>
              }
            />
          </CustomRoutes>
          <Resource name="events" options={{ label: TEXTS.menu.events }} {...events} />
          <Resource name="claims" options={{ label: TEXTS.menu.claims }} {...claims} />
          <Resource name="paymentruns" options={{ label: TEXTS.menu.paymentRuns }} {...paymentRuns} />
          <Resource name="countries" options={{ label: TEXTS.menu.countries }} {...countries} />
          <Resource name="distances" options={{ label: TEXTS.menu.distances }} {...distances} />
          <Resource name="contacts" options={{ label: TEXTS.menu.contacts }} {...contacts} />
        </Admin>
      </ConsoleAuthContext.Provider>
    </ClientConfigContext.Provider>
  );
}
