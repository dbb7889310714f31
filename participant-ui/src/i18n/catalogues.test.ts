import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { CATALOGUES, en, formatsOf, LANGUAGES, type MessageKey, translate } from '@unit-costs/contract';
import { describe, expect, it } from 'vitest';

/** A message's arguments with their kinds ('nights:plural', 'date:argument'), and its plural cases. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const [option, { value }] of Object.entries(element.options)) {
        found.add(`${element.value}[${option === 'one' || option === 'other' ? option : 'case'}]`);
        argumentsOf(value, found);
      }
    }
  }
  return found;
}

const keys = Object.keys(en).sort() as MessageKey[];

describe('the catalogues', () => {
  it.each(LANGUAGES)('%s has every key of English and no other', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual(keys);
  });

  it.each(LANGUAGES)('%s takes the same arguments as English in every message', (language) => {
    const differing = keys.filter((key) => {
      const ours = [...argumentsOf(parse(CATALOGUES[language][key]))].sort();
      const english = [...argumentsOf(parse(en[key]))].sort();
      return ours.join() !== english.join();
    });
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a text for every key, none left in English by mistake', (language) => {
    for (const key of keys) expect(CATALOGUES[language][key].trim(), key).not.toBe('');
    if (language === 'en') return;
    // Names and codes read the same in every language; anything longer is translated.
    const same = keys.filter((key) => CATALOGUES[language][key] === en[key] && /\s\p{L}{4,}/u.test(en[key]));
    expect(same).toEqual([]);
  });

  it('writes plurals and quoted arguments in each language', () => {
    expect(translate('en', 'calculator.nightOption', { nights: 1 })).toBe('1 night');
    expect(translate('en', 'calculator.nightOption', { nights: 2 })).toBe('2 nights');
    expect(translate('de', 'calculator.nightOption', { nights: 1 })).toBe('1 Nacht');
    expect(translate('fr', 'myClaims.nights', { nights: 3 })).toBe('3 nuits');
    expect(translate('en', 'common.mandatory', { field: 'City' })).toBe("Field 'City' is mandatory.");
    expect(translate('fr', 'common.mandatory', { field: 'Ville' })).toBe(
      'Le champ «\u202fVille\u202f» est obligatoire.',
    );
  });

  it('writes French and German quotes and French spaces as each language does', () => {
    // A narrow no-break space before ':', ';', '?', '!' and inside guillemets, so that no line breaks there.
    const loose = Object.entries(CATALOGUES.fr).filter(([, text]) => /[ \u00a0][:;?!»]|«[ \u00a0]/.test(text));
    expect(loose).toEqual([]);
    expect(translate('fr', 'common.labelled', { label: 'Statut' })).toBe('Statut\u202f:');
    expect(translate('en', 'common.labelled', { label: 'Status' })).toBe('Status:');
    // German quotes „…“, never English ones.
    expect(Object.entries(CATALOGUES.de).filter(([, text]) => /["“”]/.test(text.replace(/„[^“]*“/g, '')))).toEqual([]);
  });

  it('writes euros and dates as each language does', () => {
    const day = new Date('2026-05-12T10:00:00Z');
    expect(formatsOf('en').euro(1234.5)).toBe('€1,234.50');
    expect(formatsOf('de').euro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatsOf('fr').euro(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(formatsOf('en').day(day)).toBe('12 May 2026');
    expect(formatsOf('de').day(day)).toBe('12. Mai 2026');
    expect(formatsOf('fr').day(day)).toBe('12 mai 2026');
  });
});
