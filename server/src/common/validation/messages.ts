/** The spec's wording for a missing field ("Field 'Number' is mandatory.", spec section 5). */
export const mandatory = (field: string) => `Field '${field}' is mandatory.`;

/** The spec's wording for a missing venue field ("Field 'City' is required."). */
export const required = (field: string) => `Field '${field}' is required.`;

/** The venue texts of spec section 5, spelled out so they can be found. */
export const VENUE_NAME_REQUIRED = "Field 'Venue Name' is required.";
export const CITY_REQUIRED = "Field 'City' is required.";
export const COUNTRY_REQUIRED = "Field 'Country' is required.";
