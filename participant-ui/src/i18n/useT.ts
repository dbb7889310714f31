import type { MessageKey, MessageValues } from '@unit-costs/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A text of the catalogue, by key, in the chosen language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function useT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
