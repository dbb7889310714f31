/** Who is calling, as the guards and services see it, whichever way they signed in. */
export interface StaffPrincipal {
  kind: 'staff';
  /** Username (local accounts) or the directory's user id. */
  id: string;
  name: string;
  /** What the claims' history shows: the local user name, or the directory sign-in name (UPN). */
  username: string;
  roles: string[];
  /** The staff account (local, or an Entra ID person once listed). */
  accountId?: number;
  /** A local account's token: its session and the account's session version when it was issued (SessionCheck). */
  sessionId?: string;
  sessionVersion?: number;
  /** An Entra ID token: the person's directory id. */
  entraId?: string;
  /**
   * The person's e-mail addresses as the identity provider vouches for them (Entra's `email` and
   * `preferred_username`, normalised); absent for local accounts, whose address is on file.
   */
  emails?: string[];
}

/** A participant signed in with an e-mail code: sees only the claims of that address. */
export interface GuestPrincipal {
  kind: 'guest';
  /** The lower-cased e-mail address. */
  id: string;
  name: string;
  roles: [];
  /** The session of the token (SessionCheck). */
  sessionId?: string;
}

export type Principal = StaffPrincipal | GuestPrincipal;

/** Who the history names: a guest by e-mail, staff by user name. */
export const actorName = (principal: Principal) => (principal.kind === 'guest' ? principal.id : principal.username);

/** Claims of the tokens this server issues. */
export interface IssuedTokenClaims {
  sub: string;
  kind: Principal['kind'];
  name: string;
  roles: string[];
  /** The session (refresh-token family): its revocation ends the token. */
  sid: string;
  /** Staff: the account's id and session version when the token was issued. */
  aid?: number;
  sv?: number;
}

export const TOKEN_ISSUER = 'unit-costs';
export const TOKEN_AUDIENCE = 'unit-costs-api';
