import { isMessageKey } from '@unit-costs/contract';

import type { Translate } from './useT';

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
