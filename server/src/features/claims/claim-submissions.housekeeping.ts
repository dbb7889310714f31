import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { ClaimSavingRepository } from './claim-saving.repository.js';

const PRUNE_MS = 60 * 60_000;

/** Deletes the Idempotency-Key records past their 24 hours, hourly, so the table holds one day of saves. */
@Injectable()
export class ClaimSubmissionsHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Claims');
  private timer?: NodeJS.Timeout;

  constructor(private readonly claims: ClaimSavingRepository) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.prune(), PRUNE_MS).unref();
  }

  /** Every replica prunes; deleting what another already deleted is harmless. */
  async prune(): Promise<void> {
    try {
      await this.claims.pruneSubmissions();
    } catch (error) {
      this.logger.warn(`Pruning old submission keys failed, next in ${PRUNE_MS} ms: ${String(error)}`);
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
