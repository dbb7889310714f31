/**
 * The sentences both the server and an app show for the same fault (docs/rules.md, "Error shapes"): the
 * server answers with them, and the apps check the same rule before sending and say the same words.
 */

/** A missing field: "Field 'Number' is mandatory." */
export const mandatory = (field: string): string => `Field '${field}' is mandatory.`;

/** A missing venue field: "Field 'City' is required." */
export const required = (field: string): string => `Field '${field}' is required.`;

// The spec's texts spelled out, so that they can be found word for word.
export const VENUE_NAME_REQUIRED = "Field 'Venue Name' is required.";
export const CITY_REQUIRED = "Field 'City' is required.";
export const COUNTRY_REQUIRED = "Field 'Country' is required.";
export const MAX_NIGHTS_MIN = "Field 'MaxNights' must be a whole number of at least -1.";
export const EVENT_UPDATE_FAILED = 'Failed to update current event.';

export const COUNTRY_INVALID = 'The specified country is invalid.';
export const FILL_OUT_REQUIRED = 'Please fill out all required fields.';
export const EMAIL_MANDATORY = mandatory('Email');
export const EMAIL_INVALID = 'Please enter a valid e-mail address.';

/** The claim form's own wording for a missing field, without quotes: 'Field City is mandatory.' */
export const claimFieldMandatory = (field: string): string => `Field ${field} is mandatory.`;

/**
 * The employer address of the claim form, spelled out as the spec has them; the spec's
 * 'Field Instituion is mandatory.' is corrected to 'Institution' (docs/decisions.md).
 */
export const INSTITUTION_MANDATORY = 'Field Institution is mandatory.';
export const STREET_MANDATORY = 'Field Street is mandatory.';
export const CITY_MANDATORY = 'Field City is mandatory.';
export const POSTAL_CODE_MANDATORY = 'Field PostalCode is mandatory.';

/** The participant's sign-in with an e-mail code. */
export const CODE_MANDATORY = mandatory('Code');
export const CODE_INVALID = 'The code you entered has expired or is invalid.';

export const OTHER_REASON_NEEDED = 'Please give another reason for the refusal.';
