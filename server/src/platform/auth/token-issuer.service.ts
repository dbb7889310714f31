import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

import { TOKEN_AUDIENCE, TOKEN_ISSUER, type IssuedTokenClaims } from './principal.js';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Signs and reads the access tokens this server issues (staff accounts and guests), with APP_SECRET. */
@Injectable()
export class TokenIssuer {
  constructor(private readonly jwt: JwtService) {}

  async issue(claims: IssuedTokenClaims, lifetimeSeconds: number): Promise<IssuedToken> {
    const token = await this.jwt.signAsync(claims, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn: lifetimeSeconds,
    });
    return { token, expiresAt: new Date(Date.now() + lifetimeSeconds * 1000) };
  }

  /** The claims of a token we signed, even an expired one (a refresh presents the expired access token). */
  async readExpired(token: string): Promise<IssuedTokenClaims | undefined> {
    try {
      return await this.jwt.verifyAsync<IssuedTokenClaims>(token, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: ['HS256'],
        ignoreExpiration: true,
      });
    } catch {
      return undefined;
    }
  }
}
