/** Staff roles (docs/rules.md, "Roles"). */
export const ROLE_STAFF = 'Staff';
export const ROLE_APPROVER = 'Approver';
export const ROLE_ADMIN = 'Admin';

/** The `roles` claim of a token's claims, or [] when it is absent or not a list of texts. */
export function rolesFromClaims(claims: unknown): string[] {
  if (typeof claims !== 'object' || claims === null) return [];
  const roles = (claims as { roles?: unknown }).roles;
  if (typeof roles === 'string') return [roles];
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
}

/** The payload of a JWT, read without checking the signature (the API checks it; the console only shows roles). */
export function decodeJwtPayload(token: string | undefined | null): Record<string, unknown> | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Roles of a signed-in Entra user: the identity token's roles claim (docs/rules.md, "Roles"), else the access token's. */
export function rolesFromTokens(idTokenClaims: unknown, accessToken?: string): string[] {
  const fromIdToken = rolesFromClaims(idTokenClaims);
  return fromIdToken.length > 0 ? fromIdToken : rolesFromClaims(decodeJwtPayload(accessToken));
}

/** Approve and Decline need 'Approver' or 'Admin' (docs/rules.md, "Roles"). */
export function canDecideClaims(roles: unknown): boolean {
  return Array.isArray(roles) && (roles.includes(ROLE_APPROVER) || roles.includes(ROLE_ADMIN));
}
