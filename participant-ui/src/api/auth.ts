import { request } from './http';
import type { GuestSessionDto, MeDto } from './types';

/** Mails a sign-in code to the address. */
export async function requestGuestCode(email: string): Promise<void> {
  await request<unknown>('/auth/guest', { method: 'POST', body: { Email: email } });
}

export function guestLogin(email: string, code: string): Promise<GuestSessionDto> {
  return request<GuestSessionDto>('/auth/guest/login', {
    method: 'POST',
    body: { confirmationcode: code, Email: email },
  });
}

/** Who is signed in; a dead session only ends, without leaving the page (the navigation bar asks this). */
export function getMe(signal?: AbortSignal): Promise<MeDto> {
  return request<MeDto>('/api/me', { auth: true, onSessionEnd: 'clear', signal });
}

/** Ends the session on the server (its refresh tokens are revoked); the caller forgets it locally. */
export async function logout(refreshToken: string): Promise<void> {
  await request<unknown>('/auth/logout', { method: 'POST', body: { RefreshToken: refreshToken } });
}
