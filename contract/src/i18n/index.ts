export * from './languages.js';
export { en, type Catalogue, type MessageKey } from './en.js';
export { CATALOGUES, countryNameIn, formatsOf, translate, type Formats, type MessageValues } from './format.js';
