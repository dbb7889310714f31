import { defaultI18nProvider, type I18nProvider } from 'react-admin';

import { TEXTS } from './texts';

/** react-admin's own texts where the spec words them differently. */
const OVERRIDES: Record<string, string> = {
  'ra.message.delete_title': TEXTS.delete.title,
  'ra.message.delete_content': TEXTS.delete.content,
  'ra.message.bulk_delete_title': TEXTS.delete.title,
  'ra.message.bulk_delete_content': TEXTS.delete.content,
  'ra.auth.logout': TEXTS.logoff,
  'ra.page.empty': TEXTS.empty,
  'ra.navigation.no_results': TEXTS.empty,
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => OVERRIDES[key] ?? defaultI18nProvider.translate(key, options),
};
