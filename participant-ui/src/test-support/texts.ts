import { type MessageKey, type MessageValues, translate } from '@unit-costs/contract';

/** A text as the English app shows it: what a test looks for on the screen. */
export const en = (key: MessageKey, values?: MessageValues): string => translate('en', key, values);
