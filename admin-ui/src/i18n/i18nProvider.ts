import polyglotI18nProvider from 'ra-i18n-polyglot';

import { en } from './en';

/** react-admin's polyglot provider over the console's one catalogue (./en.ts); English is the only locale. */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
