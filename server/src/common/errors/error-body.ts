import type { FieldErrors } from './domain-errors.js';

/** The one error shape every endpoint answers with (DESIGN.md section 4). */
export interface ErrorBody {
  errorCode?: number;
  errorMessage: string;
  errors?: FieldErrors;
  [extra: string]: unknown;
}
