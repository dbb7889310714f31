import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getSession, saveSession } from '../../auth/session';
import { aSession } from '../../test-support/factories';
import { stubFetch, type MockAnswer } from '../../test-support/fetch-mock';
import { fill, landing, renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import LoginPage from './LoginPage';

function renderLogin(
  loginAnswer: MockAnswer,
  codeAnswer: MockAnswer = { body: { codeValidMinutes: 15 } },
  state?: unknown,
) {
  const api = stubFetch(({ route }) => {
    if (route === 'POST /auth/guest') return codeAnswer;
    if (route === 'POST /auth/guest/login') return loginAnswer;
    return { status: 404 };
  });
  const view = renderPage(<LoginPage />, {
    path: '/login',
    state,
    routes: [landing('/me/claims'), landing('/me/claims/:guid')],
  });
  return { ...view, api };
}

async function requestCode(user: ReturnType<typeof renderLogin>['user']) {
  await fill(user, screen.getByLabelText(new RegExp(`^${en('login.email')}`)), 'jane.doe@court.example');
  await user.click(screen.getByRole('button', { name: en('login.sendCode') }));
  return screen.findByLabelText(new RegExp(`^${en('login.code')}`));
}

describe('/login', () => {
  it('mails a code, signs in with it, stores the session and opens /me/claims', async () => {
    const session = aSession({ token: 'fresh' });
    const { user, api, router } = renderLogin({ body: session });

    const code = await requestCode(user);
    expect(api.to('POST /auth/guest')[0].body).toEqual({ Email: 'jane.doe@court.example' });
    await fill(user, code, '042917');
    await user.click(screen.getByRole('button', { name: en('login.signIn') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/me/claims'));
    expect(api.to('POST /auth/guest/login')[0].body).toEqual({
      confirmationcode: '042917',
      Email: 'jane.doe@court.example',
    });
    expect(getSession()).toEqual(session);
    expect(JSON.parse(window.localStorage.getItem('AuthUser')!)).toEqual(session);
  });

  it('clears the code and says so when the code has expired or is invalid (401)', async () => {
    const { user } = renderLogin({ status: 401, body: { errorMessage: 'Unauthorized' } });

    const code = await requestCode(user);
    await fill(user, code, '111111');
    await user.click(screen.getByRole('button', { name: en('login.signIn') }));

    expect(await screen.findByText('The code you entered has expired or is invalid.')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(getSession()).toBeNull();
  });

  it('shows the unknown error for any other failure of the sign-in', async () => {
    const { user } = renderLogin({ status: 500 });

    const code = await requestCode(user);
    await fill(user, code, '111111');
    await user.click(screen.getByRole('button', { name: en('login.signIn') }));

    expect(await screen.findByText(en('common.unknownError'))).toBeInTheDocument();
    expect(code).toHaveValue('111111');
  });

  it('shows the unknown error when the code cannot be mailed', async () => {
    const { user } = renderLogin({ status: 500 }, { status: 429, body: { errorMessage: 'Too many requests' } });

    await fill(user, screen.getByLabelText(new RegExp(`^${en('login.email')}`)), 'jane.doe@court.example');
    await user.click(screen.getByRole('button', { name: en('login.sendCode') }));

    expect(await screen.findByRole('alert')).toHaveTextContent(en('common.unknownError'));
    expect(screen.queryByLabelText(new RegExp(`^${en('login.code')}`))).not.toBeInTheDocument();
  });

  it('checks the e-mail address before asking the server', async () => {
    const { user, api } = renderLogin({ status: 500 });
    await fill(user, screen.getByLabelText(new RegExp(`^${en('login.email')}`)), 'jane.doe');
    await user.click(screen.getByRole('button', { name: en('login.sendCode') }));
    expect(screen.getByText(en('common.invalidEmail'))).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('goes to /me/claims at once when the stored refresh token has not expired', async () => {
    saveSession(aSession());
    const { router } = renderLogin({ status: 500 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/claims'));
  });

  it('goes back to the guarded page the visitor came from', async () => {
    saveSession(aSession());
    const { router } = renderLogin({ status: 500 }, undefined, { from: '/me/claims/abc' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/claims/abc'));
  });

  it('asks for a new sign-in when the stored refresh token has expired', () => {
    saveSession(aSession({ refreshTokenExpiryTime: new Date(Date.now() - 1000).toISOString() }));
    renderLogin({ status: 500 });
    expect(screen.getByRole('button', { name: en('login.sendCode') })).toBeInTheDocument();
  });
});
