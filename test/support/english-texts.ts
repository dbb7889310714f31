import { de, en, fr } from '@unit-costs/contract';

/**
 * The app's own English texts, taken from the English catalogue: the literal runs of each message
 * between its arguments, of two words or more ('Your data held by the academy', 'fee not paid',
 * 'Account holder'). Runs the German or French catalogue also writes (names, 'IBAN') are left out,
 * and so is anything inside ICU plural or select cases. A German or French page, mail or PDF of the
 * participant's journey holds none of them.
 */
function englishRuns(): string[] {
  const foreign = [...Object.values(de), ...Object.values(fr)].join('\n');
  const runs = new Set<string>();
  for (const text of Object.values(en)) {
    if (/\{\w+,\s*(plural|select)/.test(text)) continue;
    for (const part of text.replace(/''/g, "'").split(/\{\w+\}/)) {
      const run = part.trim().replace(/^[\s,.:;()'’-]+|[\s,.:;()'’-]+$/g, '');
      if (/^\p{L}+(?:[\s-]+\p{L}+)+/u.test(run) && run.length >= 8 && !foreign.includes(run)) runs.add(run);
    }
  }
  return [...runs];
}

const RUNS = englishRuns();

/** The app's English texts found in `text` (whitespace runs counted as one space). */
export function englishLeftIn(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return RUNS.filter((run) => flat.includes(run));
}

/** The EU, EEA, candidate countries, Switzerland and the UK: where participants come from. */
const CATCHMENT = (
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH GB ' +
  'AL BA GE MD ME MK RS TR UA XK'
).split(' ');

/** English country names (CLDR) found in a page, mail or PDF of another language, where that language names them otherwise. */
export function englishCountryNamesIn(text: string, language: 'de' | 'fr'): string[] {
  const english = new Intl.DisplayNames('en', { type: 'region' });
  const local = new Intl.DisplayNames(language, { type: 'region' });
  return CATCHMENT.map((code) => english.of(code)!).filter(
    (name, index) => name !== local.of(CATCHMENT[index]!) && new RegExp(`\\b${name}\\b`).test(text),
  );
}
