import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      demoData: true,
      adminUsername: 'admin',
      geocoderUrl: undefined,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('switches to real servers and leaves demo data off for a real database unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/claims', REDIS_URL: 'redis://cache:6379/' });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app@db:5432/claims',
      redisUrl: 'redis://cache:6379',
      demoData: false,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/claims', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('derives the Entra ID issuer, keys and API scope from tenant and client, and lets tests override them', () => {
    expect(loadConfig({}).entra).toBeUndefined();
    expect(loadConfig({ ENTRA_TENANT_ID: 'tid', ENTRA_CLIENT_ID: 'cid' }).entra).toEqual({
      tenantId: 'tid',
      clientId: 'cid',
      apiScope: 'api://cid/access_as_user',
      issuer: 'https://login.microsoftonline.com/tid/v2.0',
      jwksUri: 'https://login.microsoftonline.com/tid/discovery/v2.0/keys',
    });
    const local = loadConfig({
      ENTRA_TENANT_ID: 'tid',
      ENTRA_CLIENT_ID: 'cid',
      ENTRA_ISSUER: 'http://127.0.0.1:9999/tid/v2.0',
      ENTRA_JWKS_URI: 'http://127.0.0.1:9999/keys',
    }).entra;
    expect(local).toMatchObject({ issuer: 'http://127.0.0.1:9999/tid/v2.0', jwksUri: 'http://127.0.0.1:9999/keys' });
  });

  it('sends mail from MAIL_FROM, by default from no-reply at the public host', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://claims.example.org' }).mailFrom).toBe(
      'Unit Costs <no-reply@claims.example.org>',
    );
    expect(loadConfig({ MAIL_FROM: 'Academy <claims@academy.example>' }).mailFrom).toBe(
      'Academy <claims@academy.example>',
    );
  });

  it('asks for replies at MAIL_REPLY_TO, by default at the academy contact address of the footer', () => {
    expect(loadConfig({}).mailReplyTo).toBe('info@academy.example');
    expect(loadConfig({ MAIL_REPLY_TO: 'Seminars <seminars@academy.example>' }).mailReplyTo).toBe(
      'Seminars <seminars@academy.example>',
    );
    expect(() => loadConfig({ MAIL_REPLY_TO: 'seminars' })).toThrow(
      'MAIL_REPLY_TO must be an e-mail address, optionally as "Name <address>" (got "seminars")',
    );
  });

  it('pays from the PAYMENT_DEBTOR_* account, a demo account with the embedded database, nothing otherwise', () => {
    expect(loadConfig({}).paymentDebtor).toEqual({
      name: 'European Legal Training Academy',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      street: 'Europaallee',
      building: '1',
      postcode: '54290',
      town: 'Trier',
      country: 'DE',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/claims' }).paymentDebtor).toEqual({});
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db/claims',
        PAYMENT_DEBTOR_NAME: 'Academy',
        PAYMENT_DEBTOR_IBAN: 'de89 3704 0044 0532 0130 00',
        PAYMENT_DEBTOR_BIC: 'cobadeffxxx',
        PAYMENT_DEBTOR_TOWN: ' Vaduz ',
        PAYMENT_DEBTOR_COUNTRY: 'li',
      }).paymentDebtor,
    ).toEqual({ name: 'Academy', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', town: 'Vaduz', country: 'LI' });
  });

  it('needs a second approval only above APPROVAL_SECOND_ABOVE, in euros, when it is set', () => {
    expect(loadConfig({}).approvalSecondAbove).toBeUndefined();
    expect(loadConfig({ APPROVAL_SECOND_ABOVE: ' 2500.50 ' }).approvalSecondAbove).toBe(2500.5);
  });

  it("trusts no proxy unless told, and takes Express's hop counts, addresses and subnets", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
  });

  it.each([
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be a whole number from 1 to 10 (got "11")'],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY must be false, a hop count (1 to 10) or comma-separated addresses and subnets (got "true": invalid IP address: true)',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY must be false, a hop count (1 to 10) or comma-separated addresses and subnets (got "10.0.0.0/33": invalid range on address: 10.0.0.0/33)',
    ],
    [{ PAYMENT_DEBTOR_NAME: 'A'.repeat(71) }, 'PAYMENT_DEBTOR_NAME must be at most 70 characters long (got 71)'],
    [
      { PAYMENT_DEBTOR_IBAN: 'DE89370400440532013001' },
      "PAYMENT_DEBTOR_IBAN is not a valid IBAN: The IBAN's check digits do not match the rest of it. Please check it for typing errors.",
    ],
    [
      { PAYMENT_DEBTOR_IBAN: 'BR1500000000000010932840814P2' },
      'PAYMENT_DEBTOR_IBAN must be an account in a SEPA country (got "BR1500000000000010932840814P2")',
    ],
    [{ PAYMENT_DEBTOR_BIC: 'COBA' }, 'PAYMENT_DEBTOR_BIC must be a BIC of 8 or 11 characters (got "COBA")'],
    [
      { PAYMENT_DEBTOR_COUNTRY: 'Germany', PAYMENT_DEBTOR_TOWN: 'Trier' },
      'PAYMENT_DEBTOR_COUNTRY must be an ISO 3166 two-letter country code (got "Germany")',
    ],
    [
      { PAYMENT_DEBTOR_COUNTRY: 'XX', PAYMENT_DEBTOR_TOWN: 'Trier' },
      'PAYMENT_DEBTOR_COUNTRY must be an ISO 3166 two-letter country code (got "XX")',
    ],
    [
      { DATABASE_URL: 'postgres://db/claims', PAYMENT_DEBTOR_STREET: 'Metzer Allee', PAYMENT_DEBTOR_POSTCODE: '54295' },
      'PAYMENT_DEBTOR_TOWN and PAYMENT_DEBTOR_COUNTRY must both be set: a SEPA address always names its town and country',
    ],
    [
      { PAYMENT_DEBTOR_TOWN: 'T'.repeat(36), PAYMENT_DEBTOR_COUNTRY: 'DE' },
      'PAYMENT_DEBTOR_TOWN must be at most 35 characters long (got 36)',
    ],
    [
      {
        DATABASE_URL: 'postgres://db/claims',
        PAYMENT_DEBTOR_BUILDING: '4',
        PAYMENT_DEBTOR_TOWN: 'Trier',
        PAYMENT_DEBTOR_COUNTRY: 'DE',
      },
      'PAYMENT_DEBTOR_BUILDING needs PAYMENT_DEBTOR_STREET',
    ],
    [
      { PAYMENT_DEBTOR_BIC: 'GEBABEBBXXX' },
      "PAYMENT_DEBTOR_BIC (GEBABEBBXXX) must be of a bank in the IBAN's country (DE)",
    ],
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://db/claims' },
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://db/claims")',
    ],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL must be a URL (got "not a url")'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be 1 or 0 (got "maybe")'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters long'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ GEOCODER_TIMEOUT_MS: '10' }, 'GEOCODER_TIMEOUT_MS must be a whole number from 100 to 60000 (got "10")'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps:// (got "http://mail")'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an e-mail address, optionally as "Name <address>" (got "nobody")'],
    [
      { APPROVAL_SECOND_ABOVE: '5.000' },
      'APPROVAL_SECOND_ABOVE must be an amount in euros such as 5000 or 2500.50 (got "5.000")',
    ],
    [{ ENTRA_TENANT_ID: 'tid' }, 'ENTRA_TENANT_ID and ENTRA_CLIENT_ID must be set together (or neither)'],
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
