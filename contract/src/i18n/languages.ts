/** The participant's languages (docs/decisions.md, "Languages"): English is the default and the spec's own words. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the language switch lists them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/**
 * The locale Intl formats each language's numbers, euros and dates in: English keeps the product's
 * '€1,234.50' and '12 May 2026'; German '1.234,50 €', French '1 234,50 €'.
 */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-IE', de: 'de-DE', fr: 'fr-FR' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of a browser's language tags ('de-AT', 'fr', ...) that the app speaks. */
export function firstKnownLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** The best language of an Accept-Language header ('fr-CH, de;q=0.9, en;q=0.8'), by quality. */
export function acceptedLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return firstKnownLanguage(ranked.map(({ tag }) => tag));
}

/** An event's title in `language` where the event has one (its `languages`), else its own title. */
export function eventTitleIn(
  event: { title: string; languages?: readonly { language: string; title: string }[] | null },
  language: Language,
): string {
  const translated = event.languages?.find((entry) => entry.language.trim().toLowerCase() === language)?.title;
  return translated?.trim() || event.title;
}
