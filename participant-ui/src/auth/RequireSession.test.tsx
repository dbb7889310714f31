import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aSession } from '../test-support/factories';
import { landing, renderPage } from '../test-support/render';
import { RequireSession } from './RequireSession';
import { saveSession } from './session';

function renderGuarded() {
  return renderPage(<RequireSession />, {
    path: '/me/*',
    at: '/me/claims',
    routes: [landing('/login')],
  });
}

describe('the guard on /me/*', () => {
  it('sends a visitor without a stored user to /login, remembering where they wanted to go', () => {
    const { router } = renderGuarded();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/me/claims' });
  });

  it('lets a stored user with a refresh token through, even with an expired access token', () => {
    saveSession(aSession({ token: 'expired' }));
    const { router } = renderPage(<RequireSession />, { path: '/me/*', at: '/me/claims' });
    expect(router.state.location.pathname).toBe('/me/claims');
    expect(screen.queryByText('landed on /login')).not.toBeInTheDocument();
  });

  it('does not count a stored user without a refresh token', () => {
    window.localStorage.setItem(
      'AuthUser',
      JSON.stringify({ token: 'a', refreshToken: '', refreshTokenExpiryTime: '' }),
    );
    const { router } = renderGuarded();
    expect(router.state.location.pathname).toBe('/login');
  });
});
