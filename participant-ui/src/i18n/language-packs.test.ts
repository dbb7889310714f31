import { de, en, fr } from '@unit-costs/contract';
import { describe, expect, it } from 'vitest';

import { loadLanguage } from './language-packs';

describe('a language pack', () => {
  it("holds the language's texts and MUI's own words in it", async () => {
    const english = await loadLanguage('en');
    expect(english.pack.messages).toBe(en);

    const german = await loadLanguage('de');
    expect(german.language).toBe('de');
    expect(german.pack.messages).toBe(de);
    expect(german.pack.mui.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Keine Optionen');

    const french = await loadLanguage('fr');
    expect(french.pack.messages).toBe(fr);
    expect(french.pack.mui.components?.MuiAlert?.defaultProps?.closeText).toBe('Fermer');
  });
});
