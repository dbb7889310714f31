import { generateKeyPair, randomUUID, sign, type KeyObject } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

/** An RSA key as Entra ID signs with: `kid` names it in the token header and in the JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export type Claims = Record<string, unknown>;

/**
 * Microsoft Entra ID as far as the server sees it: a JWKS endpoint on a local port and a signer that
 * mints v2 access tokens for the API. Start the app with `env` to point it here.
 */
export interface EntraStandIn {
  tenantId: string;
  clientId: string;
  /** The published signing key (the JWKS also holds a second, unused one, as Entra's does). */
  key: SigningKey;
  /** ENTRA_* variables for startTestApp. */
  env: Record<string, string>;
  /** How many times the JWKS has been fetched. */
  jwksRequests(): number;
  /** A v2 access token of a tenant user holding `roles`; `claims` override or (undefined) remove defaults. */
  token(roles: string[], claims?: Claims, key?: SigningKey): string;
  close(): Promise<void>;
}

// generateKeyPairSync was seen to hang in a process that already listens on sockets.
const generateRsaKeyPair = promisify(generateKeyPair);

export async function createSigningKey(kid: string = randomUUID()): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKey };
}

const base64url = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** A compact JWS signed with RS256, as Entra ID signs access tokens. */
function signRs256(claims: Claims, key: SigningKey): string {
  const input = `${base64url({ typ: 'JWT', alg: 'RS256', kid: key.kid })}.${base64url(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

export async function startEntraStandIn(): Promise<EntraStandIn> {
  const tenantId = randomUUID();
  const clientId = randomUUID();
  const [key, spare] = await Promise.all([createSigningKey(), createSigningKey()]);
  const jwks = {
    keys: [key, spare].map(({ kid, publicKey }) => ({
      ...publicKey.export({ format: 'jwk' }),
      use: 'sig',
      kid,
      x5t: kid,
    })),
  };
  let jwksRequests = 0;
  const server = createServer((request, response) => {
    if (request.url !== '/keys') {
      response.writeHead(404).end();
      return;
    }
    jwksRequests += 1;
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(jwks));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}/${tenantId}/v2.0`;
  const clientApp = randomUUID();

  return {
    tenantId,
    clientId,
    key,
    env: {
      ENTRA_TENANT_ID: tenantId,
      ENTRA_CLIENT_ID: clientId,
      ENTRA_ISSUER: issuer,
      ENTRA_JWKS_URI: `${origin}/keys`,
    },
    jwksRequests: () => jwksRequests,
    token(roles, claims = {}, signingKey = key) {
      const now = Math.floor(Date.now() / 1000);
      const oid = randomUUID();
      return signRs256(
        {
          aud: clientId,
          iss: issuer,
          iat: now,
          nbf: now,
          exp: now + 3600,
          azp: clientApp,
          azpacr: '0',
          name: 'Ada Lovelace',
          oid,
          preferred_username: 'ada.lovelace@academy.example',
          ...(roles.length > 0 && { roles }),
          scp: 'access_as_user',
          sub: randomUUID(),
          tid: tenantId,
          uti: randomUUID(),
          ver: '2.0',
          ...claims,
        },
        signingKey,
      );
    },
    async close() {
      // The server's JWKS client keeps its connection alive; close() alone would wait for it.
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
