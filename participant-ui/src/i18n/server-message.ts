import { countryNameIn, type Language, type MessageKey } from '@unit-costs/contract';

import { ENGLISH } from './language-packs';
import type { Translate } from './useT';

/** The contract's `isMessageKey` on the compiled catalogue, which has the same keys: the app ships no other. */
const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(ENGLISH.messages, key);

/** A sentence of the server as it answers it: a catalogue key with its values (docs/decisions.md, "Languages"). */
export interface KeyedMessage {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * The server's sentence in the chosen language: its key from the catalogues when it has one this app
 * knows, else the server's English words (`english`).
 */
export function serverText(t: Translate, message: KeyedMessage | null | undefined, english: string): string;
export function serverText(
  t: Translate,
  message: KeyedMessage | null | undefined,
  english: string | null | undefined,
): string | undefined;
export function serverText(
  t: Translate,
  message: KeyedMessage | null | undefined,
  english: string | null | undefined,
): string | undefined {
  return message && isMessageKey(message.key) ? t(message.key, message.values) : (english ?? undefined);
}

/**
 * A value naming a country comes with its ISO code beside it (`country` and `countryIso`): the
 * country is then named in the page's language ('Frankreich'), as the rest of the sentence is.
 */
export function withCountryNames(message: KeyedMessage | null | undefined, language: Language) {
  if (!message?.values) return message;
  const named = Object.entries(message.values).map(([name, value]): [string, string | number] => {
    const iso = Object.hasOwn(message.values!, `${name}Iso`) ? message.values![`${name}Iso`] : undefined;
    return typeof value === 'string' && typeof iso === 'string'
      ? [name, countryNameIn({ name: value, iso_3166: iso }, language)]
      : [name, value];
  });
  return { ...message, values: Object.fromEntries(named) };
}
