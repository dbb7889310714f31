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

  it.each([
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
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
