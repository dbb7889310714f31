import { ACADEMY_CONTACT_MAIL } from '@unit-costs/contract';
import countries from 'i18n-iso-countries';
import { join, resolve } from 'node:path';
import proxyAddr from 'proxy-addr';

import { checkIban, electronicIban, isValidBic, normalizedBic } from '../common/banking/iban.js';

/** Everything the server reads from its environment, checked once at boot. Nothing else reads process.env. */
export interface AppConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Employee photos, served at /employees/{lastName}_2021.jpg. */
  employeePhotosDir: string;
  /** Holds participant-ui/dist and admin-ui/dist; unset: the folder the server is installed in. */
  uiRoot?: string;
  /** Unset: an embedded PostgreSQL under dataDir is started. */
  databaseUrl?: string;
  embeddedDatabasePort: number;
  /** Unset: jobs run in-process. */
  redisUrl?: string;
  /** Unset: generated once into dataDir. */
  appSecret?: string;
  dataKey?: string;
  demoData: boolean;
  adminUsername: string;
  adminPassword?: string;
  /** Unset: the offline gazetteer answers. */
  geocoderUrl?: string;
  geocoderTimeoutMs: number;
  geocoderCacheSeconds: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Requests per minute and client address on any route (sign-in routes have tighter limits of their own). */
  rateLimitPerMinute: number;
  /**
   * Which proxies' X-Forwarded-For is believed, in Express's 'trust proxy' terms: false (none, the client is
   * who connects), a hop count, or addresses and subnets (also 'loopback', 'linklocal', 'uniquelocal').
   */
  trustProxy: false | number | string[];
  /** Unset: an embedded mail catcher (maildev) receives every mail. */
  smtpUrl?: string;
  mailFrom: string;
  /** Where replies to a mail go: the sender is a no-reply address. */
  mailReplyTo: string;
  mailCatcherSmtpPort: number;
  mailCatcherWebPort: number;
  /** Set: staff sign in with Microsoft Entra ID; its access tokens are accepted beside local ones. */
  entra?: EntraConfig;
  /** Whether local staff accounts may sign in (LOCAL_SIGN_IN); only Entra ID may turn them off. */
  localSignIn: boolean;
  /** The academy's account that payment runs pay from; a missing part makes creating a run a 422. */
  paymentDebtor: PaymentDebtorConfig;
  /** Days a Requested claim waits before the approvers' daily digest lists it (DECISION_REMINDER_DAYS). */
  decisionReminderDays: number;
  /** Euros above which a claim needs a second Approver, not the first, before it can be paid; unset: one. */
  approvalSecondAbove?: number;
  /** Bearer token of GET /metrics (METRICS_TOKEN); unset: /metrics is not served. */
  metricsToken?: string;
  /** The grant's heading on attendance sheets and the audit pack (the funder's required wording). */
  grantHeading: string;
  /** How long personal data is kept, and the privacy notice (docs/decisions.md, "Personal data"). */
  privacy: PrivacyConfig;
  /**
   * Whether this replica runs the daily jobs on its own schedule (SCHEDULED_JOBS). Each job is safe on
   * several replicas at once; off leaves them to the replicas where it is on (and lets tests run them
   * when they mean to, rather than a minute after start).
   */
  scheduledJobs: boolean;
  /** Backups of the database (docs/decisions.md, "Backups"). */
  backup: BackupConfig;
}

export interface BackupConfig {
  /** BACKUP_DIR: where backups are written and kept (default DATA_DIR/backups). */
  directory: string;
  /** BACKUP_KEY; unset: generated once into DATA_DIR. */
  key?: string;
  /** The daily backup's time of day in the academy's time zone, 'HH:MM'; null: no scheduled backups (BACKUP_SCHEDULE=off). */
  dailyAt: string | null;
  /** BACKUP_KEEP_DAYS: backups older than this (by the time in their file name) are deleted. */
  keepDays: number;
}

export interface PrivacyConfig {
  /** Years after the end of the year an event's last claim was paid or decided (RETENTION_YEARS). */
  retentionYears: number;
  /** Days after its event ended that a never-requested claim is kept (UNREQUESTED_RETENTION_DAYS). */
  unrequestedRetentionDays: number;
  /** Days after its rejection that a rejected claim may still be appealed (REJECTION_APPEAL_DAYS). */
  rejectionAppealDays: number;
  /** The academy's privacy notice, markdown or plain text (PRIVACY_NOTICE_FILE); unset: the default template. */
  noticeFile?: string;
}

/** The debtor of the SEPA credit transfers (PAYMENT_DEBTOR_*): each part checked when set. */
export interface PaymentDebtorConfig {
  name?: string;
  /** Electronic format: 'DE02120300000000202051'. */
  iban?: string;
  bic?: string;
  street?: string;
  building?: string;
  postcode?: string;
  town?: string;
  /** ISO 3166 alpha-2, upper case. */
  country?: string;
}

/** A demo account (a published test IBAN) so payment runs work out of the box with the embedded database. */
export const DEMO_DEBTOR = {
  PAYMENT_DEBTOR_NAME: 'European Legal Training Academy',
  PAYMENT_DEBTOR_IBAN: 'DE02120300000000202051',
  PAYMENT_DEBTOR_BIC: 'BYLADEM1001',
  PAYMENT_DEBTOR_STREET: 'Europaallee',
  PAYMENT_DEBTOR_BUILDING: '1',
  PAYMENT_DEBTOR_POSTCODE: '54290',
  PAYMENT_DEBTOR_TOWN: 'Trier',
  PAYMENT_DEBTOR_COUNTRY: 'DE',
};

export interface EntraConfig {
  tenantId: string;
  clientId: string;
  /** The API scope the console asks for, e.g. api://<client id>/access_as_user. */
  apiScope: string;
  /** Overridable for tests and national clouds. */
  issuer: string;
  jwksUri: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: AppConfig['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function euros(env: Env, name: string): number | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) {
    throw new ConfigError(`${name} must be an amount in euros such as 5000 or 2500.50 (got "${raw}")`);
  }
  return Number(raw);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${raw}")`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

function secret(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && value.length < 32) {
    throw new ConfigError(`${name} must be at least 32 characters long`);
  }
  return value;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const dataDir = resolve(text(env, 'DATA_DIR') ?? '.data');
  return {
    port,
    publicUrl,
    dataDir,
    employeePhotosDir: resolve(text(env, 'EMPLOYEE_PHOTOS_DIR') ?? join(dataDir, 'employees')),
    uiRoot: optionalPath(env, 'UI_ROOT'),
    databaseUrl,
    embeddedDatabasePort: integer(env, 'EMBEDDED_DB_PORT', 54329, 1, 65535),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    appSecret: secret(env, 'APP_SECRET'),
    dataKey: secret(env, 'DATA_KEY'),
    // Demo data comes with the embedded default; a real database gets it only when asked.
    demoData: flag(env, 'DEMO_DATA', databaseUrl === undefined),
    adminUsername: (text(env, 'ADMIN_USERNAME') ?? 'admin').toLowerCase(),
    adminPassword: text(env, 'ADMIN_PASSWORD'),
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:']),
    geocoderTimeoutMs: integer(env, 'GEOCODER_TIMEOUT_MS', 5000, 100, 60000),
    geocoderCacheSeconds: integer(env, 'GEOCODER_CACHE_SECONDS', 86400, 0, 30 * 86400),
    logLevel,
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 300, 1, 1_000_000),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailbox(env, 'MAIL_FROM') ?? `Unit Costs <no-reply@${new URL(publicUrl).hostname}>`,
    mailReplyTo: mailbox(env, 'MAIL_REPLY_TO') ?? ACADEMY_CONTACT_MAIL,
    mailCatcherSmtpPort: integer(env, 'MAIL_CATCHER_SMTP_PORT', 1025, 1, 65535),
    mailCatcherWebPort: integer(env, 'MAIL_CATCHER_WEB_PORT', 1080, 1, 65535),
    entra: entra(env),
    localSignIn: localSignIn(env),
    paymentDebtor: paymentDebtor(databaseUrl === undefined ? { ...DEMO_DEBTOR, ...env } : env),
    metricsToken: secret(env, 'METRICS_TOKEN'),
    decisionReminderDays: integer(env, 'DECISION_REMINDER_DAYS', 7, 1, 365),
    approvalSecondAbove: euros(env, 'APPROVAL_SECOND_ABOVE'),
    grantHeading: text(env, 'GRANT_HEADING') ?? 'Co-funded by the European Union',
    privacy: {
      retentionYears: integer(env, 'RETENTION_YEARS', 5, 1, 30),
      unrequestedRetentionDays: integer(env, 'UNREQUESTED_RETENTION_DAYS', 365, 1, 3650),
      rejectionAppealDays: integer(env, 'REJECTION_APPEAL_DAYS', 60, 0, 3650),
      noticeFile: optionalPath(env, 'PRIVACY_NOTICE_FILE'),
    },
    scheduledJobs: flag(env, 'SCHEDULED_JOBS', true),
    backup: {
      directory: resolve(text(env, 'BACKUP_DIR') ?? join(dataDir, 'backups')),
      key: secret(env, 'BACKUP_KEY'),
      dailyAt: backupSchedule(env, 'BACKUP_SCHEDULE'),
      keepDays: integer(env, 'BACKUP_KEEP_DAYS', 35, 1, 3650),
    },
  };
}

/** 'HH:MM' (24 hours, the academy's time zone), or off. */
function backupSchedule(env: Env, name: string): string | null {
  const raw = text(env, name) ?? '02:30';
  if (['off', '0', 'false', 'no'].includes(raw.toLowerCase())) return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(raw);
  if (!match) throw new ConfigError(`${name} must be a time of day such as 02:30, or off (got "${raw}")`);
  return `${match[1].padStart(2, '0')}:${match[2]}`;
}

function paymentDebtor(env: Env): PaymentDebtorConfig {
  const name = text(env, 'PAYMENT_DEBTOR_NAME');
  // A SEPA name is at most 70 characters (EPC implementation guidelines).
  if (name !== undefined && name.length > 70) {
    throw new ConfigError(`PAYMENT_DEBTOR_NAME must be at most 70 characters long (got ${name.length})`);
  }
  const rawIban = text(env, 'PAYMENT_DEBTOR_IBAN');
  const iban = rawIban === undefined ? undefined : electronicIban(rawIban);
  if (rawIban !== undefined) {
    const check = checkIban(iban);
    if (!check.isValid) throw new ConfigError(`PAYMENT_DEBTOR_IBAN is not a valid IBAN: ${check.errorMessage}`);
    if (!check.sepa)
      throw new ConfigError(`PAYMENT_DEBTOR_IBAN must be an account in a SEPA country (got "${rawIban}")`);
  }
  const rawBic = text(env, 'PAYMENT_DEBTOR_BIC');
  const bic = rawBic === undefined ? undefined : normalizedBic(rawBic);
  if (rawBic !== undefined && !isValidBic(rawBic)) {
    throw new ConfigError(`PAYMENT_DEBTOR_BIC must be a BIC of 8 or 11 characters (got "${rawBic}")`);
  }
  if (bic !== undefined && iban !== undefined && bic.slice(4, 6) !== iban.slice(0, 2)) {
    throw new ConfigError(`PAYMENT_DEBTOR_BIC (${bic}) must be of a bank in the IBAN's country (${iban.slice(0, 2)})`);
  }
  return { name, iban, bic, ...debtorAddress(env) };
}

/**
 * The academy's postal address as the SEPA file's structured address (EPC rules from November 2026):
 * each part within its ISO 20022 length, and town and country whenever any part is set.
 */
function debtorAddress(env: Env): Pick<PaymentDebtorConfig, 'street' | 'building' | 'postcode' | 'town' | 'country'> {
  const part = (name: string, maxLength: number) => {
    const value = text(env, name);
    if (value !== undefined && value.length > maxLength) {
      throw new ConfigError(`${name} must be at most ${maxLength} characters long (got ${value.length})`);
    }
    return value;
  };
  const street = part('PAYMENT_DEBTOR_STREET', 70);
  const building = part('PAYMENT_DEBTOR_BUILDING', 16);
  const postcode = part('PAYMENT_DEBTOR_POSTCODE', 16);
  const town = part('PAYMENT_DEBTOR_TOWN', 35);
  const rawCountry = text(env, 'PAYMENT_DEBTOR_COUNTRY');
  const country = rawCountry?.toUpperCase();
  if (rawCountry !== undefined && !(/^[A-Z]{2}$/.test(country!) && countries.isValid(country!))) {
    throw new ConfigError(`PAYMENT_DEBTOR_COUNTRY must be an ISO 3166 two-letter country code (got "${rawCountry}")`);
  }
  if (building !== undefined && street === undefined) {
    throw new ConfigError('PAYMENT_DEBTOR_BUILDING needs PAYMENT_DEBTOR_STREET');
  }
  const given = [street, building, postcode, town, country].some((value) => value !== undefined);
  if (given && (town === undefined || country === undefined)) {
    throw new ConfigError(
      'PAYMENT_DEBTOR_TOWN and PAYMENT_DEBTOR_COUNTRY must both be set: a SEPA address always names its town and country',
    );
  }
  return { street, building, postcode, town, country };
}

function mailbox(env: Env, name: string): string | undefined {
  const value = text(env, name);
  // "Name <address>" or a bare address.
  if (value !== undefined && !/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address, optionally as "Name <address>" (got "${value}")`);
  }
  return value;
}

function entra(env: Env): EntraConfig | undefined {
  const tenantId = text(env, 'ENTRA_TENANT_ID');
  const clientId = text(env, 'ENTRA_CLIENT_ID');
  if (!tenantId && !clientId) return undefined;
  if (!tenantId || !clientId) {
    throw new ConfigError('ENTRA_TENANT_ID and ENTRA_CLIENT_ID must be set together (or neither)');
  }
  return {
    tenantId,
    clientId,
    apiScope: text(env, 'ENTRA_API_SCOPE') ?? `api://${clientId}/access_as_user`,
    issuer: url(env, 'ENTRA_ISSUER', ['http:', 'https:']) ?? `https://login.microsoftonline.com/${tenantId}/v2.0`,
    jwksUri:
      url(env, 'ENTRA_JWKS_URI', ['http:', 'https:']) ??
      `https://login.microsoftonline.com/${tenantId}/discovery/v2.0/keys`,
  };
}

function localSignIn(env: Env): boolean {
  const on = flag(env, 'LOCAL_SIGN_IN', true);
  // Without Entra ID nobody could sign in at all.
  if (!on && !text(env, 'ENTRA_TENANT_ID')) {
    throw new ConfigError('LOCAL_SIGN_IN=false needs Entra ID (ENTRA_TENANT_ID, ENTRA_CLIENT_ID)');
  }
  return on;
}

const TRUST_PROXY_SYNTAX = 'false, a hop count (1 to 10) or comma-separated addresses and subnets';

function trustProxy(env: Env, name: string): AppConfig['trustProxy'] {
  const raw = text(env, name);
  if (raw === undefined || raw.toLowerCase() === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return integer(env, name, 0, 1, 10);
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    // The very parser Express uses for 'trust proxy', so what passes here is what Express will apply.
    proxyAddr.compile(list);
  } catch (error) {
    throw new ConfigError(`${name} must be ${TRUST_PROXY_SYNTAX} (got "${raw}": ${(error as Error).message})`);
  }
  // Not 'true' (proxy-addr refuses it as an address): it would let any client's header say who it is.
  if (list.length === 0) {
    throw new ConfigError(`${name} must be ${TRUST_PROXY_SYNTAX} (got "${raw}")`);
  }
  return list;
}

function optionalPath(env: Env, name: string): string | undefined {
  const value = text(env, name);
  return value === undefined ? undefined : resolve(value);
}
