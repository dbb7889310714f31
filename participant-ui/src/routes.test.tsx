import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { routes } from './routes';
import { anEvent } from './test-support/factories';
import { stubFetch } from './test-support/fetch-mock';
import { renderInApp } from './test-support/render';
import { en } from './test-support/texts';

function renderApp(at: string) {
  stubFetch(({ route }) =>
    route === 'GET /api/events'
      ? { body: { totalPages: 1, count: 1, next: null, previous: null, results: [anEvent()] } }
      : { status: 404 },
  );
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  renderInApp(<RouterProvider router={router} />);
  return router;
}

describe('routes', () => {
  it('loads the claim form for a claim link', async () => {
    renderApp('/claims/create/126DT01');
    expect(await screen.findByRole('heading', { name: en('calculator.heading') })).toBeInTheDocument();
  });

  it('confirms a saved claim at /claims/completed with a link to /me/claims', async () => {
    renderApp('/claims/completed');
    expect(await screen.findByRole('heading', { name: en('completed.heading') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en('completed.toMyClaims') })).toHaveAttribute('href', '/me/claims');
  });

  it('sends a visitor of /me/claims to /login', async () => {
    const router = renderApp('/me/claims');
    expect(await screen.findByRole('heading', { name: en('login.heading') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('answers an unknown address with the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: en('notFound.heading') })).toBeInTheDocument();
  });
});
