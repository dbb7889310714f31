import { randomUUID } from 'node:crypto';
import type { BrowserContext, Route } from 'playwright-core';

import type { EntraStandIn } from '../../support/entra-stand-in.js';

/** The public cloud's login host: the console's MSAL code talks to it, and the test answers in its place. */
const LOGIN_HOST = 'https://login.microsoftonline.com';

export interface MicrosoftUser {
  name: string;
  username: string;
  roles: string[];
}

export interface MicrosoftLogin {
  /** Who signs in at the next authorization request; `error` makes it refuse instead. */
  user: MicrosoftUser;
  error?: string;
  /** The requests Microsoft received, by endpoint ('authorize', 'token', 'logout', ...). */
  requests: string[];
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Answers Microsoft Entra ID's endpoints for the browser context, as Entra would for the stand-in's tenant:
 * OpenID metadata, the authorization page (which signs `login.user` in at once and redirects to the
 * redirect URI), the token endpoint (an ID token with the nonce and roles, an access token for the API
 * signed by the stand-in's key) and the sign-out page. The console's real MSAL code runs unchanged.
 */
export async function answerMicrosoftLogin(
  context: BrowserContext,
  entra: EntraStandIn,
  user: MicrosoftUser,
): Promise<MicrosoftLogin> {
  const login: MicrosoftLogin = { user, requests: [] };
  const tenant = `${LOGIN_HOST}/${entra.tenantId}`;
  const codes = new Map<string, { nonce: string; user: MicrosoftUser; oid: string }>();

  const cors = (route: Route) => {
    const origin = route.request().headers()['origin'] ?? '*';
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': route.request().headers()['access-control-request-headers'] ?? '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    };
  };
  const json = (route: Route, body: object) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: cors(route), body: JSON.stringify(body) });

  await context.route(`${LOGIN_HOST}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors(route) });

    if (url.pathname.endsWith('/.well-known/openid-configuration')) {
      login.requests.push('metadata');
      return json(route, {
        issuer: `${tenant}/v2.0`,
        authorization_endpoint: `${tenant}/oauth2/v2.0/authorize`,
        token_endpoint: `${tenant}/oauth2/v2.0/token`,
        end_session_endpoint: `${tenant}/oauth2/v2.0/logout`,
        jwks_uri: `${tenant}/discovery/v2.0/keys`,
        response_modes_supported: ['query', 'fragment', 'form_post'],
        response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
        claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'name', 'preferred_username', 'oid', 'tid'],
        tenant_region_scope: 'EU',
        cloud_instance_name: 'microsoftonline.com',
        http_logout_supported: true,
        frontchannel_logout_supported: true,
      });
    }

    if (url.pathname.endsWith('/discovery/instance')) {
      login.requests.push('instance');
      return json(route, {
        tenant_discovery_endpoint: `${tenant}/v2.0/.well-known/openid-configuration`,
        'api-version': '1.1',
        metadata: [
          {
            preferred_network: 'login.microsoftonline.com',
            preferred_cache: 'login.windows.net',
            aliases: ['login.microsoftonline.com', 'login.windows.net', 'login.microsoft.com', 'sts.windows.net'],
          },
        ],
      });
    }

    if (url.pathname.endsWith('/oauth2/v2.0/authorize')) {
      login.requests.push('authorize');
      const redirectUri = url.searchParams.get('redirect_uri')!;
      const state = url.searchParams.get('state') ?? '';
      const separator = url.searchParams.get('response_mode') === 'query' ? '?' : '#';
      let answer: URLSearchParams;
      if (login.error) {
        answer = new URLSearchParams({ error: 'access_denied', error_description: login.error, state });
      } else {
        const code = randomUUID();
        const oid = randomUUID();
        codes.set(code, { nonce: url.searchParams.get('nonce') ?? '', user: login.user, oid });
        answer = new URLSearchParams({
          code,
          state,
          client_info: base64url({ uid: oid, utid: entra.tenantId }),
          session_state: randomUUID(),
        });
      }
      return route.fulfill({ status: 302, headers: { Location: `${redirectUri}${separator}${answer}` } });
    }

    if (url.pathname.endsWith('/oauth2/v2.0/token')) {
      login.requests.push('token');
      const form = new URLSearchParams(request.postData() ?? '');
      const grant = codes.get(form.get('code') ?? '');
      if (!grant) {
        return route.fulfill({
          status: 400,
          contentType: 'application/json',
          headers: cors(route),
          body: JSON.stringify({ error: 'invalid_grant', error_description: 'AADSTS70008: unknown code' }),
        });
      }
      const { user: signedIn, nonce, oid } = grant;
      const identity = {
        name: signedIn.name,
        preferred_username: signedIn.username,
        oid,
        tid: entra.tenantId,
      };
      const idToken = entra.token(signedIn.roles, {
        ...identity,
        aud: entra.clientId,
        iss: `${tenant}/v2.0`,
        nonce,
        sub: oid,
        scp: undefined,
        azp: undefined,
        azpacr: undefined,
      });
      return json(route, {
        token_type: 'Bearer',
        scope: `api://${entra.clientId}/access_as_user openid profile offline_access`,
        expires_in: 3600,
        ext_expires_in: 3600,
        access_token: entra.token(signedIn.roles, identity),
        id_token: idToken,
        refresh_token: `refresh-${randomUUID()}`,
        client_info: base64url({ uid: oid, utid: entra.tenantId }),
      });
    }

    if (url.pathname.endsWith('/oauth2/v2.0/logout')) {
      login.requests.push('logout');
      const back = url.searchParams.get('post_logout_redirect_uri')!;
      const state = url.searchParams.get('state');
      const target = new URL(back);
      if (state) target.searchParams.set('state', state);
      return route.fulfill({ status: 302, headers: { Location: target.toString() } });
    }

    login.requests.push(`unexpected ${request.method()} ${url.pathname}`);
    return route.fulfill({ status: 404, headers: cors(route), body: '' });
  });
  return login;
}
