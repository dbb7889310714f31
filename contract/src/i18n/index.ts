export * from './languages.js';
export { en, type Catalogue, type MessageKey } from './en.js';
// Each language on its own as well: the participant app loads German and French only when chosen.
export { de } from './de.js';
export { fr } from './fr.js';
export { CATALOGUES, countryNameIn, formatsOf, translate, type Formats, type MessageValues } from './format.js';
