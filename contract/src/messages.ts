/**
 * The sentences both the server and an app show for the same fault (docs/rules.md, "Error shapes"): the
 * server answers with them, and the apps check the same rule before sending and say the same words.
 */

/** A missing field: "Field 'Number' is mandatory." */
export const mandatory = (field: string): string => `Field '${field}' is mandatory.`;

/** A missing venue field: "Field 'City' is required." */
export const required = (field: string): string => `Field '${field}' is required.`;

export const VENUE_NAME_REQUIRED = required('Venue Name');
export const CITY_REQUIRED = required('City');
export const COUNTRY_REQUIRED = required('Country');
export const MAX_NIGHTS_MIN = "Field 'MaxNights' must be a whole number of at least -1.";
export const EVENT_UPDATE_FAILED = 'Failed to update current event.';

export const COUNTRY_INVALID = 'The specified country is invalid.';
export const FILL_OUT_REQUIRED = 'Please fill out all required fields.';
export const EMAIL_MANDATORY = mandatory('Email');
export const EMAIL_INVALID = 'Please enter a valid e-mail address.';

/** The claim form's own wording for a missing field, without quotes: 'Field City is mandatory.' */
export const claimFieldMandatory = (field: string): string => `Field ${field} is mandatory.`;

/** The employer address of the claim form (the original's 'Instituion' typo corrected). */
export const INSTITUTION_MANDATORY = claimFieldMandatory('Institution');
export const STREET_MANDATORY = claimFieldMandatory('Street');
export const CITY_MANDATORY = claimFieldMandatory('City');
export const POSTAL_CODE_MANDATORY = claimFieldMandatory('PostalCode');

/** The participant's sign-in with an e-mail code. */
export const CODE_MANDATORY = mandatory('Code');
export const CODE_INVALID = 'The code you entered has expired or is invalid.';

export const OTHER_REASON_NEEDED = 'Please give another reason for the refusal.';
