import { ForbiddenException, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';

import { PUBLIC_KEY, ROLES_KEY } from './access.decorators.js';
import { ISSUED_TOKEN } from './issued-token.strategy.js';
import type { Principal } from './principal.js';
import { hasAnyRole, StaffRole } from './roles.js';

/**
 * The one guard in front of every endpoint: public ones pass; all others need a valid token (401)
 * of a staff member holding one of the endpoint's roles (403).
 */
@Injectable()
export class AccessGuard extends AuthGuard([ISSUED_TOKEN]) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    await super.canActivate(context);
    const principal = context.switchToHttp().getRequest<{ user: Principal }>().user;
    const required = this.reflector.getAllAndOverride<StaffRole[]>(ROLES_KEY, targets) ?? [StaffRole.Staff];
    if (principal.kind !== 'staff' || !hasAnyRole(principal.roles, required)) {
      throw new ForbiddenException(`This needs the role ${required.join(' or ')}.`);
    }
    return true;
  }
}
