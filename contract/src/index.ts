export * from './time-zone.js';
export * from './academy.js';
export * from './codes.js';
export * from './messages.js';
export * from './money.js';
export * from './palette.js';
export * from './payments.js';
export type * from './api.js';
export * from './i18n/index.js';
