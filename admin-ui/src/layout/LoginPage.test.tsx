import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import type { ConsoleAuth } from '../authProvider/consoleAuth';
import { ConsoleAuthContext } from '../authProvider/ConsoleAuthContext';
import { fakeAuthProvider, fakeDataProvider, renderAdmin } from '../test/renderAdmin';
import { LoginPage } from './LoginPage';

function setup(auth: ConsoleAuth) {
  renderAdmin({
    element: (
      <ConsoleAuthContext.Provider value={auth}>
        <LoginPage />
      </ConsoleAuthContext.Provider>
    ),
    path: '/login',
    resource: 'claims',
    dataProvider: fakeDataProvider({}),
    authProvider: auth.authProvider,
    routes: { '/claims': <div>Claims page</div> },
  });
}

const entra = (authProvider: AuthProvider, overrides: Partial<ConsoleAuth> = {}): ConsoleAuth => ({
  kind: 'entra',
  authProvider,
  getToken: async () => undefined,
  hasKnownAccount: () => false,
  trySilentSignIn: async () => false,
  ...overrides,
});

describe('LoginPage', () => {
  it("signs in with Microsoft's popup and goes to the claims", async () => {
    const authProvider = { ...fakeAuthProvider(['Admin']), login: vi.fn(async () => undefined) };
    setup(entra(authProvider));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Login with Microsoft' }));
    expect(await screen.findByText('Claims page')).toBeInTheDocument();
    expect(authProvider.login).toHaveBeenCalled();
  });

  it('shows a failed popup sign-in in a red box', async () => {
    const authProvider = {
      ...fakeAuthProvider([]),
      login: vi.fn(async () => Promise.reject(new Error('user_cancelled: User cancelled the flow.'))),
    };
    setup(entra(authProvider));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Login with Microsoft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('user_cancelled: User cancelled the flow.');
  });

  it('shows a spinner while signing the one known account in silently', async () => {
    let finish: (signedIn: boolean) => void = () => undefined;
    const trySilentSignIn = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    setup(entra(fakeAuthProvider(['Staff']), { hasKnownAccount: () => true, trySilentSignIn }));
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');
    expect(screen.queryByRole('button', { name: 'Login with Microsoft' })).toBeNull();
    finish(false);
    expect(await screen.findByRole('button', { name: 'Login with Microsoft' })).toBeInTheDocument();
  });

  it('goes to the claims when the silent sign-in works', async () => {
    setup(entra(fakeAuthProvider(['Staff']), { hasKnownAccount: () => true, trySilentSignIn: async () => true }));
    expect(await screen.findByText('Claims page')).toBeInTheDocument();
  });

  it('offers a clearly labelled local-account form without Entra ID', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => Promise.reject(new Error('The user name or password is wrong.')));
    setup({ kind: 'local', authProvider: { ...fakeAuthProvider([]), login }, getToken: async () => undefined });
    expect(await screen.findByRole('form', { name: 'Local staff account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login with Microsoft' })).toBeNull();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The user name or password is wrong.');
    await waitFor(() => expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'nope' }));
  });
});
