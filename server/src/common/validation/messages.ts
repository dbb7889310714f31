/** The spec's wording for a missing field ("Field 'Number' is mandatory.", spec section 5). */
export const mandatory = (field: string) => `Field '${field}' is mandatory.`;

/** The spec's wording for a missing venue field ("Field 'City' is required."). */
export const required = (field: string) => `Field '${field}' is required.`;
