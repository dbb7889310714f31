import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { ConsoleAuthContext } from '../authProvider/ConsoleAuthContext';
import { ClientConfigContext } from '../config/clientConfig';
import type { ConsoleDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';

/** A data provider whose every method fails unless a test gives it. */
export function fakeDataProvider(
  methods: Partial<Record<keyof ConsoleDataProvider, (...args: never[]) => unknown>>,
): ConsoleDataProvider {
  return new Proxy(methods as unknown as ConsoleDataProvider, {
    get(target, name: string) {
      if (name in target) return target[name as keyof ConsoleDataProvider];
      if (name === 'then') return undefined;
      return () => Promise.reject(new Error(`dataProvider.${name} was not expected`));
    },
  });
}

export function fakeAuthProvider(roles: string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => roles,
  };
}

/** Renders `element` at `path` inside react-admin's contexts, with further routes to land on. */
export function renderAdmin({
  element,
  path,
  url = path,
  resource,
  dataProvider,
  authProvider = fakeAuthProvider(['Staff']),
  routes = {},
}: {
  element: ReactNode;
  path: string;
  url?: string;
  resource: string;
  dataProvider: ConsoleDataProvider;
  authProvider?: AuthProvider;
  routes?: Record<string, ReactNode>;
}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ClientConfigContext.Provider value={{ entra: null, publicUrl: 'https://claims.example.org' }}>
        <ConsoleAuthContext.Provider value={{ kind: 'local', authProvider, getToken: async () => 'test-token' }}>
          <AdminContext
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={memoryStore()}
          >
            <ResourceContextProvider value={resource}>
              <Routes>
                <Route path={path} element={element} />
                {Object.entries(routes).map(([route, target]) => (
                  <Route key={route} path={route} element={target} />
                ))}
              </Routes>
            </ResourceContextProvider>
          </AdminContext>
        </ConsoleAuthContext.Provider>
      </ClientConfigContext.Provider>
    </MemoryRouter>,
  );
}
