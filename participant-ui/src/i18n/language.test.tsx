import { screen } from '@testing-library/react';
import { translate } from '@unit-costs/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NavBar } from '../components/NavBar';
import { stubFetch } from '../test-support/fetch-mock';
import { renderPage } from '../test-support/render';
import { initialLanguage } from './language';

describe('the language', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("is a claim link's ?lang, then the one chosen before, then the browser's, else English", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-BE', 'en']);
    expect(initialLanguage('')).toBe('fr');
    expect(initialLanguage('?lang=de')).toBe('de');
    // The link's language is remembered for the next visit without it.
    expect(initialLanguage('')).toBe('de');
    expect(initialLanguage('?lang=xx')).toBe('de');
    window.localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pl', 'es']);
    expect(initialLanguage('')).toBe('en');
  });

  it('switches from the navigation bar by keyboard, names each language in itself, and is remembered', async () => {
    stubFetch(() => ({ status: 404 }));
    const { user } = renderPage(<NavBar />);
    expect(document.documentElement.lang).toBe('en');

    const button = screen.getByRole('button', { name: 'Language: English, EN' });
    button.focus();
    await user.keyboard('{Enter}');
    const choices = await screen.findAllByRole('menuitem');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Deutsch', 'de'],
      ['Français', 'fr'],
    ]);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByRole('button', { name: translate('de', 'nav.profile') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sprache: Deutsch, DE' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('language')).toBe('de');
  });
});
