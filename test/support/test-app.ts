import type { INestApplication } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';

import { createApp } from '../../server/src/app.factory.js';
import { StaffRole } from '../../server/src/platform/auth/roles.js';
import { StaffSessions } from '../../server/src/platform/auth/sessions/staff-sessions.service.js';
import { StaffAccount } from '../../server/src/platform/auth/staff-account.entity.js';
import type { LogOutput } from '../../server/src/platform/common/logging/logger.js';
import { loadConfig } from '../../server/src/platform/config/config.js';
import { ChangeFeed } from '../../server/src/platform/database/change-feed/change-feed.js';
import { SmtpSink } from './smtp-sink.js';

/** The shared Redis of the tests (apps on it keep apart by their Bull prefix, which names their database). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The PostgreSQL server the tests create their databases on. */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Who = 'staff' | 'approver' | 'admin' | 'nobody';

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
  db: DataSource;
  /** The app's database, for a second replica on it (`startTestApp({ DATABASE_URL })`). */
  databaseUrl: string;
  /** Resolves once the app's in-memory caches hold every change committed so far (after writes in SQL). */
  settled(): Promise<void>;
  /** The SMTP server the app delivers to (unless the test passed its own SMTP_URL). */
  mail: SmtpSink;
  /** A bearer token of a local staff account: staff/approver/admin hold that role, nobody holds none. */
  token(who: Who): string;
  /** Puts the test accounts back (roles, enabled, password) after a test changed them, and signs them in again. */
  restoreAccounts(): Promise<void>;
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of this test file's own on the real PostgreSQL server. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `uc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Boots the real application (migrations included) against a fresh database, or, given
 * `DATABASE_URL`, as another replica on that database (which it then leaves in place).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { logOutput?: LogOutput } = {},
): Promise<TestApp> {
  const database = env.DATABASE_URL
    ? { url: env.DATABASE_URL, drop: () => Promise.resolve() }
    : await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'uc-test-'));
  const mail = await SmtpSink.start();
  const config = loadConfig({
    DATABASE_URL: database.url,
    SMTP_URL: mail.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    ADMIN_PASSWORD: 'bootstrap-admin-password',
    // Tests run the daily jobs when they mean to: on its own schedule the retention job would anonymise
    // the past seminars' claims of a test that runs longer than a minute.
    SCHEDULED_JOBS: '0',
    ...env,
  });
  const secrets = {
    appSecret: config.appSecret ?? randomBytes(32).toString('hex'),
    dataKey: config.dataKey ?? randomBytes(32).toString('hex'),
    backupKey: config.backup.key ?? randomBytes(32).toString('hex'),
  };
  const app = await createApp(config, secrets, options);
  await app.init();
  // Fastify finishes its routes in ready(), which listen() calls; supertest uses the server unlistened.
  await (app.getHttpAdapter().getInstance() as FastifyInstance).ready();
  const db = app.get(DataSource);
  const http = request(app.getHttpServer());

  const roles: Record<Who, StaffRole[]> = {
    staff: [StaffRole.Staff],
    approver: [StaffRole.Approver],
    admin: [StaffRole.Admin],
    nobody: [],
  };
  const passwordHash = await argon2.hash('test-password');
  const tokens = {} as Record<Who, string>;
  /**
   * Makes the test accounts as they are meant to be (a second replica finds them made) and signs them
   * in: through POST /auth/login at start, later (a restore) without it, so no sign-in limit is spent.
   */
  async function seedAccounts(restore = false): Promise<void> {
    await db
      .createQueryBuilder()
      .insert()
      .into(StaffAccount)
      .values(
        Object.entries(roles).map(([username, held]) => ({ username: `test-${username}`, passwordHash, roles: held })),
      )
      .orUpdate(['roles', 'password_hash', 'enabled'], ['username'])
      .execute();
    for (const who of Object.keys(roles) as Who[]) {
      if (restore) {
        const account = await db.getRepository(StaffAccount).findOneByOrFail({ username: `test-${who}` });
        tokens[who] = (await app.get(StaffSessions).start(account)).token;
      } else {
        const response = await http.post('/auth/login').send({ Username: `test-${who}`, Password: 'test-password' });
        tokens[who] = response.body.token;
      }
    }
  }
  await seedAccounts();

  return {
    app,
    http,
    db,
    databaseUrl: database.url,
    settled: () => app.get(ChangeFeed).settled(),
    mail,
    token: (who) => tokens[who],
    restoreAccounts: () => seedAccounts(true),
    async close() {
      await app.close();
      await mail.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
