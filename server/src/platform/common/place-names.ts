import countries from 'i18n-iso-countries';

/** Letters that NFD does not split into a base letter and a mark. */
const FOLDED: Record<string, string> = { ß: 'ss', ł: 'l', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

/**
 * The form names are compared in: lower-case, without accents, hyphens as spaces. So 'zurich' finds
 * 'Zürich', 'giessen' finds 'Gießen' and 'saint etienne' finds 'Saint-Étienne'.
 */
export function foldName(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[ßłøđæœıþ]/g, (letter) => FOLDED[letter])
      // Apostrophes are often left out: "s-Hertogenbosch" is 's-Hertogenbosch, "LAquila" L'Aquila.
      .replace(/['’ʼ`]/g, '')
      .replace(/[\s\-‐–]+/g, ' ')
      .trim()
  );
}

/** German spells ä, ö, ü as ae, oe, ue where they cannot be typed: 'muenchen' is München as much as 'munchen'. */
const TRANSLITERATED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/** The folded forms a name is found by: foldName's, and the German transliteration's where it differs. */
export function nameKeys(name: string): string[] {
  const folded = foldName(name);
  const transliterated = foldName(name.toLowerCase().replace(/[äöü]/g, (letter) => TRANSLITERATED[letter]));
  return transliterated === folded ? [folded] : [folded, transliterated];
}

// The package's Node entry registers every locale it ships, English included.
export function englishCountryName(code: string): string {
  return countries.getName(code, 'en') ?? code;
}

const foldedNames = new Map<string, [code: string, names: string[]][]>();

function countryNames(lang: string): [code: string, names: string[]][] {
  let names = foldedNames.get(lang);
  if (!names) {
    names = Object.entries(countries.getNames(lang, { select: 'all' })).map(([code, all]) => [code, all.map(foldName)]);
    foldedNames.set(lang, names);
  }
  return names;
}

/** Languages whose country names are understood whatever the request's language: the catchment's. */
const CATCHMENT_LANGUAGES = ['bg', 'cs', 'da', 'de', 'el', 'es', 'et', 'fi', 'fr', 'hr', 'hu', 'it', 'lt', 'lv'].concat(
  ['mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv', 'is', 'no', 'sq', 'sr', 'mk', 'tr', 'uk'],
);

/**
 * The alpha-2 codes a typed country means: a valid two-letter code means exactly that country
 * ('Paris, FR'); otherwise an alpha-3 code or the start of a country's name in English, the
 * request's language or a language of the catchment ('Trier, Ger', 'Trier, Deutschland', 'Wien,
 * Österreich'). An empty set: no country fits.
 */
export function countriesMeant(typed: string, lang: string): Set<string> {
  const folded = foldName(typed);
  const code = folded.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && countries.isValid(code)) return new Set([code]);
  const meant = new Set<string>();
  const alpha2 = countries.alpha3ToAlpha2(code);
  if (alpha2) meant.add(alpha2);
  for (const language of new Set(['en', lang, ...CATCHMENT_LANGUAGES])) {
    for (const [country, names] of countryNames(language)) {
      if (names.some((name) => name.startsWith(folded))) meant.add(country);
    }
  }
  return meant;
}
