import { request, requestFile } from './http';
import type {
  ElvDataInputDto,
  CalculationRequest,
  CalculationResultDto,
  ClaimDraftDto,
  ClaimUpdateWithGuidDto,
  IbanCheckDto,
  PagedList,
  SavedClaimDto,
  TravelClaimDto,
} from './types';

export function calculateRefund(body: CalculationRequest): Promise<CalculationResultDto> {
  return request<CalculationResultDto>('/api/travelclaim/calculate', { method: 'POST', body });
}

/**
 * Saves the claim form. `idempotencyKey`: one per submission, sent again with a retry or a second
 * click, so the server saves the claim (and mails its confirmation) once. A signed-in participant's
 * token goes along (the confirmation of a claim of their own address then carries its PDF); a
 * session that cannot be renewed ends without leaving the form, and the claim is saved without it.
 */
export function saveClaim(body: ClaimDraftDto, idempotencyKey: string): Promise<SavedClaimDto> {
  return request<SavedClaimDto>('/api/travelclaim/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    auth: true,
    onSessionEnd: 'anonymous',
  });
}

/** A key no other submission has: random, and available on plain http too (unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EMPTY_PAGE: PagedList<TravelClaimDto> = { totalPages: 0, count: 0, next: null, previous: null, results: [] };

/** The signed-in guest's claims, page by page (zero-based); an empty page when they have none (204). */
export async function listMyClaims(page: number, signal?: AbortSignal): Promise<PagedList<TravelClaimDto>> {
  return (
    (await request<PagedList<TravelClaimDto> | undefined>(`/api/travelclaim?page=${page}`, { auth: true, signal })) ??
    EMPTY_PAGE
  );
}

export function getClaim(guid: string, signal?: AbortSignal): Promise<TravelClaimDto> {
  return request<TravelClaimDto>(`/api/travelclaim/${encodeURIComponent(guid)}`, { auth: true, signal });
}

export function updateClaim(body: ClaimUpdateWithGuidDto): Promise<TravelClaimDto> {
  return request<TravelClaimDto>('/api/travelclaim', { method: 'PUT', body, auth: true });
}

export function saveBankData(body: ElvDataInputDto): Promise<TravelClaimDto> {
  return request<TravelClaimDto>('/api/elvdata', { method: 'POST', body, auth: true });
}

export function validateIban(iban: string, signal?: AbortSignal): Promise<IbanCheckDto> {
  return request<IbanCheckDto>(`/api/elvdata/validate/${encodeURIComponent(iban)}`, { auth: true, signal });
}

/** GET /api/travelclaim/{guid}/summary.pdf: the claim's one-page PDF summary. */
export function getClaimSummaryPdf(guid: string): Promise<{ blob: Blob; name?: string }> {
  return requestFile(`/api/travelclaim/${encodeURIComponent(guid)}/summary.pdf`, { auth: true });
}
