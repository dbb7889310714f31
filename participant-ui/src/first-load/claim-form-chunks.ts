/** The page's meta element naming the claim form's chunks (vite/first-load.ts writes it, early-requests.ts reads it). */
export const CLAIM_FORM_CHUNKS_META = 'claim-form-chunks';
