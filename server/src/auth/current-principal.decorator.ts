import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

import type { Principal } from './principal.js';

/** The signed-in caller the access guard established. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal =>
    context.switchToHttp().getRequest<{ user: Principal }>().user,
);
