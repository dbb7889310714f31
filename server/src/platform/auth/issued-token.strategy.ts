import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';

import { SECRETS } from '../config/config.module.js';
import type { Secrets } from '../config/secrets.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type IssuedTokenClaims, type Principal } from './principal.js';

export const ISSUED_TOKEN = 'issued-token';

/**
 * Bearer tokens this server signed with APP_SECRET (local staff accounts and guests): signature,
 * issuer, audience and lifetime. Whether the token's session still holds is SessionCheck's to say.
 */
@Injectable()
export class IssuedTokenStrategy extends PassportStrategy(Strategy, ISSUED_TOKEN) {
  constructor(@Inject(SECRETS) secrets: Secrets) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given text, jsonwebtoken tries it as a PEM public key on every check
      // first (createPublicKey throws, then createSecretKey), a tenth of a signed-in list call's CPU.
      // passport-jwt's types name string | Buffer only; jsonwebtoken takes a KeyObject as it is.
      secretOrKey: createSecretKey(Buffer.from(secrets.appSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
  }

  validate(claims: IssuedTokenClaims): Principal {
    if (claims.kind === 'guest') {
      return { kind: 'guest', id: claims.sub, name: claims.name, roles: [], sessionId: claims.sid };
    }
    return {
      kind: 'staff',
      id: claims.sub,
      name: claims.name,
      username: claims.sub,
      roles: claims.roles ?? [],
      accountId: claims.aid,
      sessionId: claims.sid,
      sessionVersion: claims.sv,
    };
  }
}
