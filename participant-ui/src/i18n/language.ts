import { DEFAULT_LANGUAGE, firstKnownLanguage, isLanguage, type Language } from '@unit-costs/contract';

const STORAGE_KEY = 'language';

/** The chosen language, kept in this browser (localStorage can be off: private windows, strict settings). */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered; the page goes on in the chosen language.
  }
}

function rememberedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language a page opens in: a claim link's `?lang=de` (remembered then), else the one chosen before,
 * else the browser's, else English.
 */
export function initialLanguage(search = window.location.search): Language {
  const asked = new URLSearchParams(search).get('lang')?.toLowerCase();
  if (isLanguage(asked)) {
    rememberLanguage(asked);
    return asked;
  }
  return rememberedLanguage() ?? firstKnownLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}
