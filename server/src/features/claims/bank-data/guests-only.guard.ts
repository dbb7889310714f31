import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';

import type { Principal } from '../../../platform/auth/principal.js';
import { BankDataGuestsOnly } from './bank-data.errors.js';

/**
 * After the access guard let a signed-in caller in: only guests (participants signed in with their
 * e-mail code) pass, staff get 403. A guard, so that staff are refused before their body is validated.
 */
@Injectable()
export class GuestsOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (principal?.kind !== 'guest') throw new BankDataGuestsOnly();
    return true;
  }
}
