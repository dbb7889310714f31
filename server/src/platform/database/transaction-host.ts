import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolClient } from 'pg';
import { QueryFailedError } from 'typeorm';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, QueryRunner, Repository } from 'typeorm';

/**
 * A pooled connection of a caller's own (TransactionHost.dedicatedConnection): `connect()` gives pg's
 * client; `release()` hands it back, `releasePostgresConnection(error)` has the pool close it instead.
 */
export type DedicatedConnection = Pick<QueryRunner, 'connect' | 'release'> & {
  releasePostgresConnection(error?: Error): Promise<void>;
};

/** One open transaction: its manager, and what is to happen once it has committed. */
interface UnitOfWork {
  manager: EntityManager;
  afterCommit: (() => void)[];
  /** False once the work has settled: whatever it left running must not use the finished transaction. */
  open: boolean;
}

/**
 * The one way to the database (docs/architecture.md, "Transactions"). Repositories take their
 * manager from here: inside a unit of work that of its transaction, else the pool's. A service
 * marks a unit of work once with run(); everything it calls, in any module, takes part in it
 * without a manager being handed along. Carried by AsyncLocalStorage (docs/decisions.md, "Data").
 * Besides `manager`, `run` and `afterCommit`, each other door serves named callers only: `pool`
 * (queries that commit on their own), `prepared` (the claim's save), `dedicatedConnection` (the
 * exports' streams), `repository` (repositories written on TypeORM's Repository) and `ping` (health).
 */
@Injectable()
export class TransactionHost {
  private readonly units = new AsyncLocalStorage<UnitOfWork>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The manager for the next query: the open unit of work's, or the pool's outside one. */
  get manager(): EntityManager {
    return this.open()?.manager ?? this.dataSource.manager;
  }

  /**
   * Queries on the pool, for a statement that must commit on its own whatever unit of work is open:
   * the mail outbox's delivery bookkeeping (MailOutboxRepository).
   */
  get pool(): Pick<EntityManager, 'query'> {
    return this.dataSource.manager;
  }

  /** A pooled connection of the caller's own, for a stream that outlives any unit of work (the exports); the caller releases it. */
  dedicatedConnection(): DedicatedConnection {
    return this.dataSource.createQueryRunner('slave') as QueryRunner & DedicatedConnection;
  }

  /**
   * Runs `text` as the prepared statement `name` on the open unit of work's connection, or a pooled
   * one: PostgreSQL parses and plans it once per connection instead of on every call. For a hot
   * statement whose parsing and planning cost more than running it. Fails as manager.query does.
   */
  async prepared<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
    const unit = this.open()?.manager.queryRunner;
    const runner = unit ?? this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as PoolClient;
      return (await client.query<Row & object>({ name, text, values })).rows;
    } catch (error) {
      throw error instanceof Error ? new QueryFailedError(text, values, error) : error;
    } finally {
      if (!unit) await runner.release();
    }
  }

  /** Whether the database answers (for the health check). */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  /** A TypeORM repository of `entity` on `manager`, for the repository classes written on one (countries, rates, ...). */
  repository<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>): Repository<Entity> {
    return this.manager.getRepository(entity);
  }

  /**
   * Runs `work` as one transaction: it commits when `work` resolves and rolls back when it throws.
   * Called inside a unit of work, `work` joins it (one commit for the whole).
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.open()) return work();
    const afterCommit: (() => void)[] = [];
    const result = await this.dataSource.transaction(async (manager) => {
      const unit: UnitOfWork = { manager, afterCommit, open: true };
      try {
        return await this.units.run(unit, work);
      } finally {
        unit.open = false;
      }
    });
    for (const task of afterCommit) task();
    return result;
  }

  /** Runs `task` once the open unit of work has committed (never if it rolls back); at once outside one. */
  afterCommit(task: () => void): void {
    const unit = this.open();
    if (unit) unit.afterCommit.push(task);
    else task();
  }

  private open(): UnitOfWork | undefined {
    const unit = this.units.getStore();
    return unit?.open ? unit : undefined;
  }
}
