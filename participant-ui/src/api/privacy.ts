import type { Language } from '@unit-costs/contract';

import { request, requestFile } from './http';
import type { ContactDataDto, ErasureResultDto, PrivacyNoticeDto } from './types';

/** The privacy notice in `language` (the academy's own notice is the same in every language). */
export function getPrivacyNotice(language: Language, signal?: AbortSignal): Promise<PrivacyNoticeDto> {
  return request<PrivacyNoticeDto>('/api/privacy-notice', { signal, headers: { 'Accept-Language': language } });
}

/** GET /api/me/export(.pdf): everything held about the signed-in address. */
export function getMyData(format: 'json' | 'pdf'): Promise<{ blob: Blob; name?: string }> {
  return requestFile(format === 'pdf' ? '/api/me/export.pdf' : '/api/me/export', { auth: true });
}

export function eraseMyData(): Promise<ErasureResultDto> {
  return request<ErasureResultDto>('/api/me/erasure', { method: 'POST', auth: true });
}

/**
 * GET /api/me/contact: the signed-in participant's address, and name and phone from their last claim,
 * for the claim form. It only decorates the form: a session that cannot be renewed just ends.
 */
export function getMyContact(signal?: AbortSignal): Promise<ContactDataDto> {
  return request<ContactDataDto>('/api/me/contact', { auth: true, onSessionEnd: 'clear', signal });
}
