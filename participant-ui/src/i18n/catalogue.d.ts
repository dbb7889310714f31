/** A catalogue compiled at build time (build/compiled-catalogues-plugin.ts). */
declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  import type { MessageKey } from '@unit-costs/contract';

  const messages: Readonly<Record<MessageKey, MessageFormatElement[]>>;
  export default messages;
}
