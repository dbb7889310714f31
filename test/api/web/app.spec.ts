import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the HTTP application', () => {
  it('publishes its OpenAPI description at /api/docs', async () => {
    const page = await t.http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    const spec = await t.http.get('/api/docs-json');
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(['/auth/login', '/api/health']));
    // Public calls need no token; staff calls inherit the document's bearer requirement.
    expect(spec.body.paths['/auth/login'].post.security).toEqual([{}]);
    expect(spec.body.paths['/api/geocode'].get.security).toEqual([{}]);
    expect(spec.body.paths['/api/events'].get.security).toEqual([{}, { bearer: [] }]);
    expect(spec.body.paths['/api/contacts'].get.security).toBeUndefined();
    expect(spec.body.security).toEqual([{ bearer: [] }]);
  });

  it('sends security headers', async () => {
    const response = await t.http.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("sends an API answer the API's security headers and a page helmet's", async () => {
    for (const path of ['/api/health', '/API/No-Such-Thing', '/auth/login']) {
      const api = await t.http.get(path);
      expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(api.headers['x-frame-options']).toBe('DENY');
      expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(api.headers['referrer-policy']).toBe('no-referrer');
      expect(api.headers['origin-agent-cluster']).toBeUndefined();
    }
    for (const path of ['/', '/api/docs']) {
      const page = await t.http.get(path);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['origin-agent-cluster']).toBe('?1');
    }
  });

  it('answers malformed JSON with 400 and a plain message', async () => {
    const response = await t.http.post('/auth/login').set('Content-Type', 'application/json').send('{"Username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errorMessage: 'The request body is not valid JSON.' });
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const response = await t.http.get('/api/nothing-here').set('Authorization', `Bearer ${t.token('staff')}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ errorMessage: 'Not found.' });
  });
});
