import { startTestApp, TEST_REDIS_URL, type TestApp } from '../../support/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('reports the database up and jobs in-process without REDIS_URL', async () => {
    t = await startTestApp();
    const response = await t.http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', redis: 'in-process', backupAgeSeconds: null });
  });

  it('reports Redis up with REDIS_URL pointing at the real Redis', async () => {
    t = await startTestApp({ REDIS_URL: TEST_REDIS_URL });
    const response = await t.http.get('/api/health');
    expect(response.body).toEqual({ status: 'ok', database: 'up', redis: 'up', backupAgeSeconds: null });
  });

  it('reports Redis down and the service degraded when nothing listens at REDIS_URL, while the API stays available', async () => {
    t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const response = await t.http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'degraded', database: 'up', redis: 'down', backupAgeSeconds: null });
  });

  it('answers 503 when the database is unreachable', async () => {
    t = await startTestApp();
    await t.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await t.db.destroy();
    const response = await t.http.get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ status: 'unavailable', database: 'down' });
    await t.db.initialize();
  });
});
