import { ForbiddenException, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';

import { ISSUED_TOKEN } from '../auth/issued-token.strategy.js';
import type { Principal } from '../auth/principal.js';
import { hasAnyRole, StaffRole } from '../auth/roles.js';
import { parseListQuery } from '../common/lists/list-query.js';
import { EVENT_LIST_OPTIONS, eventListFilter } from './event-list-filter.js';

/**
 * GET /api/events is public when it looks an event up by its number (the participants' claim form)
 * and a staff list otherwise. The handler is marked @Public for the global guard; this guard then asks
 * for a staff token itself, with the global guard's 401 and 403, unless the request is such a look-up.
 */
@Injectable()
export class EventListAccessGuard extends AuthGuard(ISSUED_TOKEN) {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: Principal }>();
    if (request.query.number !== undefined) {
      const filter = eventListFilter(parseListQuery(request.query as Record<string, unknown>, EVENT_LIST_OPTIONS));
      if (filter.number !== undefined) return true;
    }
    await super.canActivate(context);
    const principal = request.user;
    if (principal?.kind !== 'staff' || !hasAnyRole(principal.roles, [StaffRole.Staff])) {
      throw new ForbiddenException(`This needs the role ${StaffRole.Staff}.`);
    }
    return true;
  }
}
