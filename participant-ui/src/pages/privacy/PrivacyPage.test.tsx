import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useLanguage } from '../../i18n/LanguageProvider';
import { stubFetch } from '../../test-support/fetch-mock';
import { renderPage } from '../../test-support/render';
import PrivacyPage from './PrivacyPage';

/** The server's notice per Accept-Language, as PrivacyNoticeController answers it. */
function serveNotices() {
  return stubFetch(({ route, headers }) => {
    if (route !== 'GET /api/privacy-notice') return { status: 404 };
    const language = headers.get('Accept-Language');
    const heading =
      language === 'de' ? 'Datenschutzhinweis' : language === 'fr' ? 'Politique de confidentialité' : 'Privacy notice';
    return { body: { markdown: `# ${heading}\n\n## ${language}` } };
  });
}

describe('the privacy page', () => {
  it('asks for the notice in the page’s language and shows it', async () => {
    const server = serveNotices();
    renderPage(<PrivacyPage />, { language: 'de' });
    expect(await screen.findByRole('heading', { level: 2, name: 'de' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzhinweis' })).toBeInTheDocument();
    expect(server.to('GET /api/privacy-notice').map((request) => request.headers.get('Accept-Language'))).toEqual([
      'de',
    ]);
  });

  it('asks for the notice again in French when the language switches to French', async () => {
    const server = serveNotices();
    const { user } = renderPage(
      <>
        <ToFrench />
        <PrivacyPage />
      </>,
      { language: 'en' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'fr' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(server.to('GET /api/privacy-notice').map((request) => request.headers.get('Accept-Language'))).toEqual([
      'en',
      'fr',
    ]);
  });
});

/** Stands in for the navigation bar's language switch. */
function ToFrench() {
  const { setLanguage } = useLanguage();
  return <button onClick={() => setLanguage('fr')}>fr</button>;
}
