import { request, requestFile } from './http';
import type {
  BankDataPayload,
  CalculationRequest,
  CalculationResult,
  ClaimDraft,
  ClaimUpdate,
  IbanCheck,
  PagedList,
  SavedClaim,
  TravelClaim,
} from './types';

export function calculateRefund(body: CalculationRequest): Promise<CalculationResult> {
  return request<CalculationResult>('/api/travelclaim/calculate', { method: 'POST', body });
}

/**
 * Saves the claim form. `idempotencyKey`: one per submission, sent again with a retry or a second
 * click, so the server saves the claim (and mails its confirmation) once.
 */
export function saveClaim(body: ClaimDraft, idempotencyKey: string): Promise<SavedClaim> {
  return request<SavedClaim>('/api/travelclaim/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** A key no other submission has: random, and available on plain http too (unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EMPTY_PAGE: PagedList<TravelClaim> = { totalPages: 0, count: 0, next: null, previous: null, results: [] };

/** The signed-in guest's claims, page by page (zero-based); an empty page when they have none (204). */
export async function listMyClaims(page: number, signal?: AbortSignal): Promise<PagedList<TravelClaim>> {
  return (
    (await request<PagedList<TravelClaim> | undefined>(`/api/travelclaim?page=${page}`, { auth: true, signal })) ??
    EMPTY_PAGE
  );
}

export function getClaim(guid: string, signal?: AbortSignal): Promise<TravelClaim> {
  return request<TravelClaim>(`/api/travelclaim/${encodeURIComponent(guid)}`, { auth: true, signal });
}

export function updateClaim(body: ClaimUpdate): Promise<TravelClaim> {
  return request<TravelClaim>('/api/travelclaim', { method: 'PUT', body, auth: true });
}

export function saveBankData(body: BankDataPayload): Promise<TravelClaim> {
  return request<TravelClaim>('/api/elvdata', { method: 'POST', body, auth: true });
}

export function validateIban(iban: string, signal?: AbortSignal): Promise<IbanCheck> {
  return request<IbanCheck>(`/api/elvdata/validate/${encodeURIComponent(iban)}`, { auth: true, signal });
}

/** GET /api/travelclaim/{guid}/summary.pdf: the claim's one-page PDF summary. */
export function getClaimSummaryPdf(guid: string): Promise<{ blob: Blob; name?: string }> {
  return requestFile(`/api/travelclaim/${encodeURIComponent(guid)}/summary.pdf`, { auth: true });
}
