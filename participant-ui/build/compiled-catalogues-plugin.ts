import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

import { CATALOGUES } from '../../contract/src/i18n/format';
import { isLanguage, type Language, LOCALES } from '../../contract/src/i18n/languages';

const PREFIX = 'virtual:catalogue/';

/** A language's catalogue with each message parsed, as react-intl takes it compiled. */
export function compiledCatalogue(language: Language) {
  const locale = new Intl.Locale(LOCALES[language]);
  return Object.fromEntries(
    Object.entries(CATALOGUES[language]).map(([key, message]) => [key, parse(message, { locale })]),
  );
}

/**
 * The contract's catalogues as react-intl's compiled messages (formatjs's "pre-parsed messages"):
 * `import messages from 'virtual:catalogue/de'` is the German catalogue with every ICU message
 * parsed at build time, so that the app neither parses a message at run time nor, in its build,
 * ships the parser (vite.config.ts aliases it to formatjs's `no-parser`). src/i18n/catalogue.d.ts
 * types the import.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (!isLanguage(language)) throw new Error(`No catalogue for ${id.slice(1)}`);
      // JSON.parse of a string is quicker to load than the same object as a literal (V8).
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiledCatalogue(language)))});`;
    },
  };
}
