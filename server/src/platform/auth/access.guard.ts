import { ForbiddenException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';

import type { AppConfig } from '../config/config.js';
import { CONFIG } from '../config/config.module.js';
import { PUBLIC_KEY, ROLES_KEY, SIGN_IN_OPTIONAL_KEY, SIGNED_IN_KEY, type PublicWhen } from './access.decorators.js';
import { ENTRA_TOKEN } from './entra/entra-token.strategy.js';
import { ISSUED_TOKEN } from './issued-token.strategy.js';
import type { Principal } from './principal.js';
import { hasAnyRole, StaffRole } from './roles.js';
import { SessionCheck } from './sessions/session-check.js';

/**
 * The one guard in front of every endpoint: public ones pass, and so do calls without a token where
 * signing in is optional; all others need a valid token (401), and unless they are open to any
 * signed-in caller, of a staff member holding one of their roles (403). A token whose session has
 * ended (SessionCheck) is 401 like an invalid one.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  /** Passport tries these in order: local tokens, then Entra ID access tokens when Entra ID is configured. */
  private readonly tokenGuard: CanActivate;

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionCheck,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.tokenGuard = new (AuthGuard(config.entra ? [ISSUED_TOKEN, ENTRA_TOKEN] : [ISSUED_TOKEN]))();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<FastifyRequest & { user: Principal }>();
    if (this.reflector.getAllAndOverride<PublicWhen>(PUBLIC_KEY, targets)?.(request)) return true;
    const signInOptional = this.reflector.getAllAndOverride<boolean>(SIGN_IN_OPTIONAL_KEY, targets);
    if (signInOptional && request.headers.authorization === undefined) return true;
    await this.tokenGuard.canActivate(context);
    // Here rather than in the strategies: passport keeps one strategy of a name per process.
    const principal = (request.user = await this.sessions.admit(request.user));
    if (signInOptional || this.reflector.getAllAndOverride<boolean>(SIGNED_IN_KEY, targets)) return true;
    const required = this.reflector.getAllAndOverride<StaffRole[]>(ROLES_KEY, targets) ?? [StaffRole.Staff];
    if (principal.kind !== 'staff' || !hasAnyRole(principal.roles, required)) {
      throw new ForbiddenException(`This needs the role ${required.join(' or ')}.`);
    }
    return true;
  }
}
