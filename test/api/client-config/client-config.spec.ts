import { randomUUID } from 'node:crypto';

import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('GET /api/config with Entra ID configured', () => {
  const tenantId = randomUUID();
  const clientId = randomUUID();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: 'https://claims.academy.example/',
      ENTRA_TENANT_ID: tenantId,
      ENTRA_CLIENT_ID: clientId,
      ENTRA_API_SCOPE: 'api://unit-costs/access_as_user',
    });
  });
  afterAll(() => t.close());

  it('tells the console how to sign in with Microsoft, without a token', async () => {
    const response = await t.http.get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      entra: {
        clientId,
        tenantId,
        authority: `https://login.microsoftonline.com/${tenantId}`,
        apiScope: 'api://unit-costs/access_as_user',
        redirectUri: 'https://claims.academy.example/blank.html',
      },
      publicUrl: 'https://claims.academy.example',
    });
  });

  it('is described in the OpenAPI document', async () => {
    const spec = await t.http.get('/api/docs-json');
    expect(spec.body.paths['/api/config'].get.responses['200']).toBeDefined();
    expect(Object.keys(spec.body.components.schemas)).toEqual(
      expect.arrayContaining(['ClientConfigDto', 'EntraClientConfigDto']),
    );
  });
});

describe('GET /api/config without Entra ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://localhost:8080' });
  });
  afterAll(() => t.close());

  it('answers entra null, so the console offers the local sign-in', async () => {
    const response = await t.http.get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ entra: null, publicUrl: 'http://localhost:8080' });
  });
});
