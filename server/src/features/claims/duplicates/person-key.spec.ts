import { nameAndEmployerKey } from './person-key.js';

describe('nameAndEmployerKey', () => {
  it('is one key for a name and employer typed with other case, spaces or diacritics', () => {
    const key = nameAndEmployerKey('Łukasz', 'Żółć-Brzęczyszczykiewicz', 'Sąd Okręgowy w Warszawie');
    expect(nameAndEmployerKey('  LUKASZ ', 'zolc-brzeczyszczykiewicz', 'Sad  Okregowy w Warszawie')).toBe(key);
    expect(nameAndEmployerKey('Jürgen', 'Müller', 'Landgericht Trier')).toBe(
      nameAndEmployerKey('JURGEN', 'MULLER', 'landgericht trier'),
    );
    // Decomposed (NFD) input, as some keyboards and pasted text give it.
    expect(nameAndEmployerKey('Jose\u0301', 'Conceic\u0327a\u0303o', 'STJ')).toBe(
      nameAndEmployerKey('José', 'Conceição', 'STJ'),
    );
  });

  it('tells apart other names, other employers, and parts that would run into each other', () => {
    const jane = nameAndEmployerKey('Jane', 'Doe', 'Court of Appeal Brussels');
    expect(nameAndEmployerKey('Jane', 'Roe', 'Court of Appeal Brussels')).not.toBe(jane);
    expect(nameAndEmployerKey('Jane', 'Doe', 'Court of Appeal Liège')).not.toBe(jane);
    expect(nameAndEmployerKey('Ann', 'Marie Smith', 'X')).not.toBe(nameAndEmployerKey('Ann Marie', 'Smith', 'X'));
  });

  it('has no key without an employer (an anonymised claim)', () => {
    expect(nameAndEmployerKey('Anonymised', 'participant', '')).toBeNull();
    expect(nameAndEmployerKey('Anonymised', 'participant', '   ')).toBeNull();
  });
});
