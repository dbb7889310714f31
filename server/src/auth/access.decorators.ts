import { SetMetadata } from '@nestjs/common';

import type { StaffRole } from './roles.js';

export const PUBLIC_KEY = 'access:public';
export const ROLES_KEY = 'access:roles';

/** Anyone may call this endpoint; without this mark every endpoint needs a staff token. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** The staff roles (any of them) an endpoint needs; the default is StaffRole.Staff. */
export const Roles = (...roles: StaffRole[]) => SetMetadata(ROLES_KEY, roles);
