import { ForbiddenException, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';

import type { Request } from 'express';

import { PUBLIC_KEY, ROLES_KEY, SIGNED_IN_KEY, type PublicWhen } from './access.decorators.js';
import { ISSUED_TOKEN } from './issued-token.strategy.js';
import type { Principal } from './principal.js';
import { hasAnyRole, StaffRole } from './roles.js';

/**
 * The one guard in front of every endpoint: public ones pass; all others need a valid token (401),
 * and unless they are open to any signed-in caller, of a staff member holding one of their roles (403).
 */
@Injectable()
export class AccessGuard extends AuthGuard([ISSUED_TOKEN]) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request & { user: Principal }>();
    if (this.reflector.getAllAndOverride<PublicWhen>(PUBLIC_KEY, targets)?.(request)) return true;
    await super.canActivate(context);
    const principal = request.user;
    if (this.reflector.getAllAndOverride<boolean>(SIGNED_IN_KEY, targets)) return true;
    const required = this.reflector.getAllAndOverride<StaffRole[]>(ROLES_KEY, targets) ?? [StaffRole.Staff];
    if (principal.kind !== 'staff' || !hasAnyRole(principal.roles, required)) {
      throw new ForbiddenException(`This needs the role ${required.join(' or ')}.`);
    }
    return true;
  }
}
