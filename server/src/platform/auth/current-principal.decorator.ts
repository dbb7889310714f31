import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

import type { Principal } from './principal.js';

/** The signed-in caller the access guard established; undefined for an anonymous call where signing in is optional. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<{ user?: Principal }>().user,
);
