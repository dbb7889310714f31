import type { TestApp } from './test-app.js';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Asserts that an endpoint is for staff only: 401 without a token or with a forged one,
 * 403 for a signed-in account that holds no staff role. Every staff endpoint's spec calls this.
 */
export async function expectStaffOnly(t: TestApp, method: Method, path: string, body: object = {}): Promise<void> {
  const forged =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4Iiwia2luZCI6InN0YWZmIiwicm9sZXMiOlsiQWRtaW4iXX0.' +
    'c2lnbmF0dXJlLWZyb20tYW5vdGhlci1zZWNyZXQ';
  for (const authorization of [undefined, 'Bearer not-a-jwt', `Bearer ${forged}`]) {
    const request = t.http[method](path);
    if (authorization) request.set('Authorization', authorization);
    const response = await request.send(body);
    expect({ path, status: response.status, body: response.body }).toEqual({
      path,
      status: 401,
      body: { errorMessage: 'Please sign in.' },
    });
  }
  const response = await t.http[method](path)
    .set('Authorization', `Bearer ${t.token('nobody')}`)
    .send(body);
  expect({ path, status: response.status }).toEqual({ path, status: 403 });
  expect(response.body.errorMessage).toMatch(/^This needs the role /);
}

/** Asserts that an endpoint is for Admins only: as expectStaffOnly, and 403 for Staff and Approvers. */
export async function expectAdminOnly(t: TestApp, method: Method, path: string, body: object = {}): Promise<void> {
  await expectStaffOnly(t, method, path, body);
  for (const who of ['staff', 'approver'] as const) {
    const response = await t.http[method](path)
      .set('Authorization', `Bearer ${t.token(who)}`)
      .send(body);
    expect({ path, who, status: response.status, body: response.body }).toEqual({
      path,
      who,
      status: 403,
      body: { errorMessage: 'This needs the role Admin.' },
    });
  }
}
