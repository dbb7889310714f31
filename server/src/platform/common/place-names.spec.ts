import { countriesMeant, englishCountryName, foldName, nameKeys } from './place-names.js';

describe('foldName', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['Gießen', 'giessen'],
    ['Łódź', 'lodz'],
    ['Saint-Étienne', 'saint etienne'],
    ['  São   Paulo ', 'sao paulo'],
    ['İstanbul', 'istanbul'],
  ])('folds %s to %s', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });
});

describe('nameKeys', () => {
  it('files a German name under its umlauts both dropped and transliterated', () => {
    expect(nameKeys('München')).toEqual(['munchen', 'muenchen']);
    expect(nameKeys('Trier')).toEqual(['trier']);
  });
});

describe('countriesMeant', () => {
  it('takes a valid two-letter code as exactly that country', () => {
    expect(countriesMeant(' fr ', 'en')).toEqual(new Set(['FR']));
  });

  it('takes an alpha-3 code or the start of an English name', () => {
    expect(countriesMeant('FRA', 'en').has('FR')).toBe(true);
    expect([...countriesMeant('Aus', 'en')]).toEqual(expect.arrayContaining(['AU', 'AT']));
    expect(countriesMeant('united states of', 'en')).toEqual(new Set(['US']));
  });

  it("also takes names in the request's language and in the catchment's, whatever the request's", () => {
    expect(countriesMeant('Deutschland', 'de')).toEqual(new Set(['DE']));
    expect(countriesMeant('Deutschland', 'en')).toEqual(new Set(['DE']));
    expect(countriesMeant('Österreich', 'en')).toEqual(new Set(['AT']));
    expect(countriesMeant('Polska', 'en')).toEqual(new Set(['PL']));
  });

  it('finds nothing for an unknown country', () => {
    expect(countriesMeant('Atlantis', 'en')).toEqual(new Set());
  });
});

describe('englishCountryName', () => {
  it('names a country in English', () => {
    expect(englishCountryName('DE')).toBe('Germany');
    expect(englishCountryName('CH')).toBe('Switzerland');
  });
});
