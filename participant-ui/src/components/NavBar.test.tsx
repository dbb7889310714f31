import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getSession, saveSession } from '../auth/session';
import { aSession } from '../test-support/factories';
import { stubFetch } from '../test-support/fetch-mock';
import { renderPage } from '../test-support/render';
import { en } from '../test-support/texts';
import { NavBar } from './NavBar';

describe('NavBar', () => {
  it("offers 'Login' in the Profile dropdown when signed out", async () => {
    stubFetch(() => ({ status: 404 }));
    const { user } = renderPage(<NavBar />);
    await user.click(screen.getByRole('button', { name: en('nav.profile') }));
    expect(await screen.findByRole('menuitem', { name: en('nav.login') })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: en('nav.myAccount') })).not.toBeInTheDocument();
  });

  it("offers 'Show my Claims' and 'Logoff' when signed in; Logoff ends the session and removes the stored user", async () => {
    const session = aSession();
    saveSession(session);
    const api = stubFetch(({ route }) =>
      route === 'GET /api/me' ? { body: { kind: 'guest', name: 'jane.doe@court.example' } } : { status: 404 },
    );
    const { user, router } = renderPage(<NavBar />, { at: '/me/claims', path: '/*' });

    await user.click(screen.getByRole('button', { name: en('nav.myAccount') }));
    expect(await screen.findByRole('menuitem', { name: en('nav.showMyClaims') })).toHaveAttribute('href', '/me/claims');
    expect(screen.getByRole('menuitem', { name: en('ownData.link') })).toHaveAttribute('href', '/me/data');
    expect(await screen.findByText('jane.doe@court.example')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: en('nav.logoff') }));

    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('AuthUser')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('button', { name: en('nav.profile') })).toBeInTheDocument();
    expect(api.to('POST /auth/logout').map((request) => request.body)).toEqual([
      { RefreshToken: session.refreshToken },
    ]);
  });
});
