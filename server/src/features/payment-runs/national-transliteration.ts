/**
 * Names in Greek and Cyrillic letters as the holders' own countries write them in Latin letters, the
 * way their passports and banks do (the EPC's SEPA character-set guidance points to the national
 * standards): Greek by ELOT 743 (ISO 843), Bulgarian by the Transliteration Act (2009), Ukrainian by
 * Cabinet Resolution No. 55 (2010), Russian and any other Cyrillic by ICAO Doc 9303 (Russian passports
 * since 2013). Text in other scripts is left as it is (sepaText's any-ascii takes it from there).
 *
 * No npm package implements these standards together (iuliia covers Russian only); the tables are
 * short and the specs hold each standard's own examples.
 */

type Table = ReadonlyMap<string, string>;

const table = (pairs: string): Table =>
  new Map(pairs.split(' ').map((pair) => [pair.slice(0, 1), pair.slice(2)] as [string, string]));

/** ELOT 743 letters (digraphs below). */
const GREEK = table(
  'α=a β=v γ=g δ=d ε=e ζ=z η=i θ=th ι=i κ=k λ=l μ=m ν=n ξ=x ο=o π=p ρ=r σ=s ς=s τ=t υ=y φ=f χ=ch ψ=ps ω=o',
);
/** After αυ, ευ, ηυ: 'f' before these (voiceless) and at the end of a word, 'v' otherwise. */
const VOICELESS = new Set('θκξπσςτφχψ');

/** ICAO Doc 9303, part 3: Russian, and the other Cyrillic letters of the table. */
const ICAO = table(
  'а=a б=b в=v г=g д=d е=e ё=e ж=zh з=z и=i й=i к=k л=l м=m н=n о=o п=p р=r с=s т=t у=u ф=f х=kh ц=ts ч=ch ш=sh щ=shch ъ=ie ы=y ь= э=e ю=iu я=ia і=i ї=i є=ie ґ=g ў=u',
);
/** Bulgarian Transliteration Act, art. 4 (ия at the end of a word: ia, in the word's rules). */
const BULGARIAN = table(
  'а=a б=b в=v г=g д=d е=e ж=zh з=z и=i й=y к=k л=l м=m н=n о=o п=p р=r с=s т=t у=u ф=f х=h ц=ts ч=ch ш=sh щ=sht ъ=a ь=y ю=yu я=ya',
);
/** Ukrainian, Resolution No. 55: in a word; at its start є ї й ю я read ye yi y yu ya (see UKRAINIAN_INITIAL). */
const UKRAINIAN = table(
  'а=a б=b в=v г=h ґ=g д=d е=e є=ie ж=zh з=z и=y і=i ї=i й=i к=k л=l м=m н=n о=o п=p р=r с=s т=t у=u ф=f х=kh ц=ts ч=ch ш=sh щ=shch ь= ю=iu я=ia',
);
const UKRAINIAN_INITIAL = table('є=ye ї=yi й=y ю=yu я=ya');

type Cyrillic = 'bg' | 'uk' | 'icao';

/** Which Cyrillic standard: the holder's country first, else letters only one language has, else ICAO. */
function cyrillicStandard(text: string, country: string | null | undefined): Cyrillic {
  const code = country?.toUpperCase();
  if (code === 'BG') return 'bg';
  if (code === 'UA') return 'uk';
  if (code === 'RU') return 'icao';
  if (/[іїєґ]/i.test(text)) return 'uk';
  // ъ is a vowel in Bulgarian (Гърбов); Russian writes it only as a sign before е, ё, ю, я (Объедков).
  if (/ъ(?![еёюя])/i.test(text) && !/[ыэё]/i.test(text)) return 'bg';
  return 'icao';
}

/** Upper case as the source letter was: 'Th' in a word, 'TH' in a word written in capitals. */
function cased(latin: string, upper: boolean, wordUpper: boolean): string {
  if (!upper || latin === '') return latin;
  return wordUpper ? latin.toUpperCase() : latin[0].toUpperCase() + latin.slice(1);
}

interface Letter {
  base: string;
  upper: boolean;
  /** A diaeresis (ϊ, ϋ): the letter is read on its own, never as part of a digraph. */
  apart: boolean;
}

/**
 * A word's letters, lower case, accents dropped. Greek is decomposed (tonos dropped, a diaeresis
 * noted); Cyrillic is composed, since й, ї and ё are letters of their own (only stress marks drop).
 */
function lettersOf(word: string, script: 'greek' | 'cyrillic'): Letter[] {
  const letters: Letter[] = [];
  for (const char of word.normalize(script === 'greek' ? 'NFD' : 'NFC')) {
    if (char === '\u0308' && script === 'greek' && letters.length > 0) letters[letters.length - 1].apart = true;
    else if (!/\p{M}/u.test(char)) {
      letters.push({ base: char.toLowerCase(), upper: char !== char.toLowerCase(), apart: false });
    }
  }
  return letters;
}

function greekWord(word: string): string {
  const letters = lettersOf(word, 'greek');
  const wordUpper = letters.length > 1 && letters.every((letter) => letter.upper);
  let out = '';
  for (let i = 0; i < letters.length; i += 1) {
    const { base, upper } = letters[i];
    const next = letters[i + 1];
    const pair = next && !next.apart ? base + next.base : '';
    let latin: string;
    let width = 1;
    if (pair === 'ου') {
      latin = 'ou';
      width = 2;
    } else if (pair === 'αυ' || pair === 'ευ' || pair === 'ηυ') {
      const after = letters[i + 2];
      latin = GREEK.get(base)! + (!after || VOICELESS.has(after.base) ? 'f' : 'v');
      width = 2;
    } else if (pair === 'μπ') {
      latin = i === 0 || i + 2 === letters.length ? 'b' : 'mp';
      width = 2;
    } else if (pair === 'γγ' || pair === 'γξ' || pair === 'γχ') {
      latin = 'n' + GREEK.get(next.base)!;
      width = 2;
    } else {
      latin = GREEK.get(base) ?? base;
    }
    out += cased(latin, upper, wordUpper);
    i += width - 1;
  }
  return out;
}

function cyrillicWord(word: string, standard: Cyrillic): string {
  const letters = lettersOf(word.replace(/[’'ʼ]/g, ''), 'cyrillic');
  const wordUpper = letters.length > 1 && letters.every((letter) => letter.upper);
  let out = '';
  letters.forEach(({ base, upper }, i) => {
    let latin: string;
    if (standard === 'bg') {
      // 'ия' ending a word is 'ia' (София -> Sofia), otherwise я is 'ya'.
      latin =
        base === 'я' && i === letters.length - 1 && letters[i - 1]?.base === 'и'
          ? 'a'
          : (BULGARIAN.get(base) ?? ICAO.get(base) ?? base);
    } else if (standard === 'uk') {
      if (i === 0 && UKRAINIAN_INITIAL.has(base)) latin = UKRAINIAN_INITIAL.get(base)!;
      // 'зг' is 'zgh', keeping it apart from 'ж' (Згорани -> Zghorany).
      else if (base === 'г' && letters[i - 1]?.base === 'з') latin = 'gh';
      else latin = UKRAINIAN.get(base) ?? ICAO.get(base) ?? base;
    } else {
      latin = ICAO.get(base) ?? base;
    }
    out += cased(latin, upper, wordUpper);
  });
  return out;
}

/** Greek and Cyrillic words in Latin letters by their national standards; everything else unchanged. */
export function transliterateName(text: string, country?: string | null): string {
  const standard = cyrillicStandard(text, country);
  return text
    .replace(/[\p{Script=Greek}\p{M}]*\p{Script=Greek}[\p{Script=Greek}\p{M}]*/gu, greekWord)
    .replace(/[\p{Script=Cyrillic}’'ʼ\p{M}]*\p{Script=Cyrillic}[\p{Script=Cyrillic}’'ʼ\p{M}]*/gu, (word) =>
      cyrillicWord(word, standard),
    );
}
