export * from './languages.js';
export { en, type Catalogue, type MessageKey } from './en.js';
export {
  CATALOGUES,
  countryNameIn,
  formatsOf,
  isMessageKey,
  translate,
  type Formats,
  type MessageValues,
  type ServerMessage,
} from './format.js';
