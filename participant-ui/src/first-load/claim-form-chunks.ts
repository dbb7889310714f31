/** The meta element of claim-link.html naming the claim form's chunks (build/first-load-plugin.ts writes it, early-requests.ts reads it). */
export const CLAIM_FORM_CHUNKS_META = 'claim-form-chunks';
