import { Logger } from '@nestjs/common';
import pg from 'pg';

const logger = new Logger('Database');

/**
 * The pool's connections, each with an error listener of its own for its whole life. A connection that
 * the server ends (pg_terminate_backend, a failover, a restart) while it is checked out between two
 * statements emits 'error' with no listener of the pool's or TypeORM's attached at that moment, which
 * would end the process; its next statement fails instead ("not queryable"), answered as 503.
 */
export class PoolClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (error: Error) => logger.warn(`A database connection was lost: ${error.message}`));
  }
}
