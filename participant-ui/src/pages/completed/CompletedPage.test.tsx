import { screen } from '@testing-library/react';
import { translate } from '@unit-costs/contract';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../test-support/render';
import { en } from '../../test-support/texts';
import CompletedPage from './CompletedPage';

describe('CompletedPage', () => {
  it('says where the confirmation mail went', () => {
    const confirmationMail = { sent: true, message: 'A confirmation has been sent to jane@court.example.' };
    renderPage(<CompletedPage />, { path: '/claims/completed', state: { confirmationMail } });
    expect(screen.getByRole('heading', { name: en('completed.heading') })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(confirmationMail.message);
  });

  it('says why no confirmation mail was sent', () => {
    const message = 'No confirmation mail was sent: jane@court.example has already received 5 in the last hour.';
    renderPage(<CompletedPage />, { path: '/claims/completed', state: { confirmationMail: { sent: false, message } } });
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it("says it in the page's language from the server's key", () => {
    const confirmationMail = {
      sent: true,
      message: 'A confirmation has been sent to jane@court.example.',
      messageKey: { key: 'completed.confirmationSent', values: { email: 'jane@court.example' } },
    };
    renderPage(<CompletedPage />, { path: '/claims/completed', state: { confirmationMail }, language: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('Eine Bestätigung wurde an jane@court.example gesendet.');
  });

  it('invites to request the payment now when the seminar has already ended', () => {
    renderPage(<CompletedPage />, { path: '/claims/completed', state: { eventEnded: true }, language: 'de' });
    expect(screen.getByText(translate('de', 'completed.textEnded'))).toBeInTheDocument();
    expect(screen.queryByText(translate('de', 'completed.text'))).not.toBeInTheDocument();
  });

  it('shows no mail notice when reached without a save (a bookmark)', () => {
    renderPage(<CompletedPage />, { path: '/claims/completed' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
