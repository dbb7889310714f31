export * from './languages.js';
export { en, type Catalogue, type MessageKey } from './en.js';
export {
  CATALOGUES,
  formatsOf,
  isMessageKey,
  translate,
  type Formats,
  type MessageValues,
  type ServerMessage,
} from './format.js';
