import { Logger, type Provider } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createRemoteJWKSet, decodeProtectedHeader, errors, type ProtectedHeaderParameters } from 'jose';
import { KeyObject } from 'node:crypto';
import { ExtractJwt, Strategy, type SecretOrKeyProvider } from 'passport-jwt';

import { normaliseEmail } from '../../common/email-address.js';
import type { AppConfig, EntraConfig } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import type { StaffPrincipal } from '../principal.js';
import { STAFF_ROLES, type StaffRole } from '../roles.js';

export const ENTRA_TOKEN = 'entra';

/** The claims of an Entra ID v2 access token read after signature, issuer, audience and lifetime passed. */
interface EntraAccessTokenClaims {
  tid?: string;
  oid?: string;
  sub?: string;
  exp?: number;
  name?: string;
  preferred_username?: string;
  email?: string;
  roles?: unknown;
}

const CLOCK_TOLERANCE_SECONDS = 60;
// Entra publishes keys well ahead of use and a token with an unknown kid refetches the set, so the
// cache age only bounds how long a key Microsoft withdrew is still trusted.
const KEY_CACHE_MS = 60 * 60_000;
// Tokens with made-up kids refetch at most this often (per replica).
const KEY_REFETCH_COOLDOWN_MS = 30_000;
const KEY_FETCH_TIMEOUT_MS = 5000;

const isStaffRole = (role: unknown): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

/**
 * The tenant's published signing key named by the token's kid, from its JWKS (cached, refetched on an
 * unknown kid after a cooldown). jose rather than jwks-rsa: jwks-rsa 4 require()s the ESM-only jose,
 * which Jest cannot load on Node 20. Every failure answers 401; only an unreachable key endpoint is logged.
 */
function tenantSigningKeys(jwksUri: string): SecretOrKeyProvider {
  const logger = new Logger('EntraToken');
  const keySet = createRemoteJWKSet(new URL(jwksUri), {
    cacheMaxAge: KEY_CACHE_MS,
    cooldownDuration: KEY_REFETCH_COOLDOWN_MS,
    timeoutDuration: KEY_FETCH_TIMEOUT_MS,
  });
  return (_request, rawToken: string, done) => {
    let header: ProtectedHeaderParameters;
    try {
      header = decodeProtectedHeader(rawToken);
    } catch (error) {
      return done(error);
    }
    // Entra signs with RS256 only; any other algorithm must not cost a key fetch.
    if (header.alg !== 'RS256') return done(new Error(`Unexpected token algorithm ${header.alg}`));
    keySet(header).then(
      (key) => done(null, KeyObject.from(key).export({ format: 'pem', type: 'spki' })),
      (error: Error) => {
        if (!(error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)) {
          logger.warn(`Cannot get the Entra ID signing keys from ${jwksUri}: ${error.message}`);
        }
        done(error);
      },
    );
  };
}

/** Bearer access tokens (v2) that Microsoft Entra ID issued for this API in the configured tenant. */
export class EntraTokenStrategy extends PassportStrategy(Strategy, ENTRA_TOKEN) {
  constructor(private readonly entra: EntraConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: tenantSigningKeys(entra.jwksUri),
      algorithms: ['RS256'],
      issuer: entra.issuer,
      // v2 tokens carry the client id; an app registration may still stamp its App ID URI.
      audience: [entra.clientId, `api://${entra.clientId}`],
      jsonWebTokenOptions: { clockTolerance: CLOCK_TOLERANCE_SECONDS },
    });
  }

  validate(claims: EntraAccessTokenClaims): StaffPrincipal | false {
    const id = claims.oid ?? claims.sub;
    // ENTRA_ISSUER may be overridden, so the tenant is checked on its own claim too; jsonwebtoken would
    // accept a token without exp for ever, and Entra always sets one.
    if (claims.tid !== this.entra.tenantId || typeof claims.exp !== 'number' || !id) return false;
    // Other users of the tenant are signed in with no roles, so the guard answers them 403 rather than 401.
    const roles = Array.isArray(claims.roles) ? claims.roles.filter(isStaffRole) : [];
    const username = (claims.preferred_username ?? id).toLowerCase();
    // Four eyes compares these with a claim's address (FourEyes).
    const emails = [claims.email, claims.preferred_username]
      .filter((value): value is string => typeof value === 'string' && value.includes('@'))
      .map(normaliseEmail);
    return { kind: 'staff', id, name: claims.name ?? username, username, roles, entraId: id, emails };
  }
}

/** The strategy registers itself with passport when built, so it is built only when Entra ID is configured. */
export const entraTokenStrategyProvider: Provider = {
  provide: EntraTokenStrategy,
  inject: [CONFIG],
  useFactory: (config: AppConfig) => (config.entra ? new EntraTokenStrategy(config.entra) : null),
};
