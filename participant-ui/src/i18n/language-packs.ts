import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { enUS, type Localization } from '@mui/material/locale';
import { DEFAULT_LANGUAGE, type Language, type MessageKey } from '@unit-costs/contract';
import en from 'virtual:catalogue/en';

/**
 * What a page needs to speak a language: the app's catalogue, compiled at build time
 * (build/compiled-catalogues-plugin.ts), and MUI's own words ('Close', 'No options').
 */
export interface LanguagePack {
  messages: Readonly<Record<MessageKey, MessageFormatElement[]>>;
  mui: Localization;
}

/** A language with its pack at hand: what the app renders in. */
export interface LoadedLanguage {
  language: Language;
  pack: LanguagePack;
}

export const ENGLISH: LanguagePack = { messages: en, mui: enUS };

/**
 * English is part of the main bundle: the default language and the spec's own words. German and French
 * are chunks of their own, loaded when a page opens in them (before its first render, so that no text
 * shows in another language first) or when chosen: a page carries one catalogue, not three.
 */
const PACKS: Readonly<Record<Language, () => Promise<LanguagePack>>> = {
  en: () => Promise.resolve(ENGLISH),
  de: () => import('./packs/de').then((pack) => pack.GERMAN),
  fr: () => import('./packs/fr').then((pack) => pack.FRENCH),
};

export const loadLanguagePack = (language: Language): Promise<LanguagePack> => PACKS[language]();

/** The language a page opens in, loaded; English if its pack cannot be loaded (a page in English beats a blank one). */
export function loadLanguage(language: Language): Promise<LoadedLanguage> {
  return loadLanguagePack(language).then(
    (pack) => ({ language, pack }),
    () => ({ language: DEFAULT_LANGUAGE, pack: ENGLISH }),
  );
}
