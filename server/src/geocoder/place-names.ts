import countries from 'i18n-iso-countries';

/** Letters that NFD does not split into a base letter and a mark. */
const FOLDED: Record<string, string> = { ß: 'ss', ł: 'l', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

/**
 * The form names are compared in: lower-case, without accents, hyphens as spaces. So 'zurich' finds
 * 'Zürich', 'giessen' finds 'Gießen' and 'saint etienne' finds 'Saint-Étienne'.
 */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßłøđæœıþ]/g, (letter) => FOLDED[letter])
    .replace(/[\s\-‐–]+/g, ' ')
    .trim();
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

/**
 * The alpha-2 codes a typed country means: a valid two-letter code means exactly that country
 * ('Paris, FR'); otherwise an alpha-3 code or the start of a country's name in English or the
 * request's language ('Trier, Ger', 'Trier, Deutschland'). An empty set: no country fits.
 */
export function countriesMeant(typed: string, lang: string): Set<string> {
  const folded = foldName(typed);
  const code = folded.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && countries.isValid(code)) return new Set([code]);
  const meant = new Set<string>();
  const alpha2 = countries.alpha3ToAlpha2(code);
  if (alpha2) meant.add(alpha2);
  for (const [country, names] of [...countryNames('en'), ...countryNames(lang)]) {
    if (names.some((name) => name.startsWith(folded))) meant.add(country);
  }
  return meant;
}
