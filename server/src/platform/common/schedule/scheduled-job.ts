import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

/** When a job runs, and what its log says. */
export interface JobSchedule {
  /** The logger's context, e.g. 'Retention'. */
  name: string;
  /** The first run, a little after start (not during it). */
  firstRunMs: number;
  /** Then every so often. */
  everyMs: number;
  /** Whether this replica runs it on its own schedule (SCHEDULED_JOBS). */
  enabled: boolean;
  /** Logged, with the error, when a run fails: it says when the next one is. */
  failure: string;
}

/**
 * A job every replica runs on a timer: a little after start, then every `everyMs`. The job itself
 * must be safe on several replicas at once (each of ours takes its rows under a lock or a mark
 * written with its effect). A failed run is logged and left to the next.
 */
export abstract class ScheduledJob implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private readonly timers: NodeJS.Timeout[] = [];

  protected constructor(private readonly schedule: JobSchedule) {
    this.logger = new Logger(schedule.name);
  }

  /** One run on the schedule; answers the line to log about what it did, or null when it did nothing. */
  protected abstract runScheduled(): Promise<string | null>;

  onApplicationBootstrap(): void {
    if (!this.schedule.enabled) return;
    this.timers.push(setTimeout(() => void this.runLogged(), this.schedule.firstRunMs).unref());
    this.timers.push(setInterval(() => void this.runLogged(), this.schedule.everyMs).unref());
  }

  onModuleDestroy(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  private async runLogged(): Promise<void> {
    try {
      const done = await this.runScheduled();
      if (done) this.logger.log(done);
    } catch (error) {
      this.logger.warn(`${this.schedule.failure}: ${String(error)}`);
    }
  }
}
