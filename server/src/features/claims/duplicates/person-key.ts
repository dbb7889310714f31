import anyAscii from 'any-ascii';

/** One part of a name as compared: Latin letters without diacritics (any-ascii), lower case, single spaces. */
function comparable(text: string): string {
  return anyAscii(text.normalize('NFC')).toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * What two claims of one person share whatever address they were saved under: the participant's name
 * and employer, compared after case folding, whitespace and diacritics are normalised ('Müller ' and
 * 'MULLER', 'Łukasz' and 'Lukasz'). Null when there is no employer to compare (an anonymised claim):
 * a name alone is too common to say two claims are one person's.
 */
export function nameAndEmployerKey(firstname: string, lastname: string, institution: string): string | null {
  const employer = comparable(institution);
  if (employer === '') return null;
  // A separator no part can hold (comparable leaves printable ASCII only), so parts cannot run into each other.
  return [comparable(firstname), comparable(lastname), employer].join('\u0001');
}
