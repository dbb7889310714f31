/**
 * What makes two claims one person's (docs/rules.md, "Four eyes and duplicates"): the same e-mail
 * address, the same IBAN, or the same name and employer. The words name the fact in the console and
 * in the server's refusals alike.
 */
export type DuplicateFact = 'email' | 'iban' | 'nameAndEmployer';

export const DUPLICATE_FACT_LABELS: Readonly<Record<DuplicateFact, string>> = {
  email: 'same e-mail address',
  iban: 'same IBAN',
  nameAndEmployer: 'same name and employer',
};

/** The request field that confirms, with an approval, that a possible duplicate was checked. */
export const CONFIRM_DUPLICATE_FIELD = 'confirmDuplicate';

/** Another claim that may be the same person's, as a refusal and the console name it. */
export interface PossibleDuplicate {
  identifier: string;
  eventNumber: string;
  sameEvent: boolean;
  matchedBy: readonly DuplicateFact[];
}

/** 'UC-2026-000041 (same IBAN, same name and employer; overlapping event 226DT03)'. */
export function describeDuplicate(duplicate: PossibleDuplicate): string {
  const facts = duplicate.matchedBy.map((fact) => DUPLICATE_FACT_LABELS[fact]).join(', ');
  const event = `${duplicate.sameEvent ? 'same event' : 'overlapping event'} ${duplicate.eventNumber}`;
  return `${duplicate.identifier} (${facts}; ${event})`;
}
