import { describe, expect, it } from 'vitest';

import { compiledCatalogue } from '../../build/compiled-catalogues-plugin';
import { loadLanguage } from './language-packs';

describe('a language pack', () => {
  it("holds the language's texts and MUI's own words in it", async () => {
    const english = await loadLanguage('en');
    expect(english.pack.messages).toEqual(compiledCatalogue('en'));

    const german = await loadLanguage('de');
    expect(german.language).toBe('de');
    expect(german.pack.messages).toEqual(compiledCatalogue('de'));
    expect(german.pack.mui.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Keine Optionen');

    const french = await loadLanguage('fr');
    expect(french.pack.messages).toEqual(compiledCatalogue('fr'));
    expect(french.pack.mui.components?.MuiAlert?.defaultProps?.closeText).toBe('Fermer');
  });
});
