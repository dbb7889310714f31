import { Writable } from 'node:stream';

import { createLogger, loggedPath, requestSerializer } from './logger.js';

const request = (url: string, route?: string) =>
  requestSerializer({ method: 'GET', url, routeOptions: { url: route }, socket: {} }) as { url: string };

describe('the request log', () => {
  it('writes the matched route pattern, not the values in the path nor the query string', () => {
    expect(request('/api/elvdata/validate/DE89370400440532013000?x=1', '/api/elvdata/validate/:iban').url).toBe(
      '/api/elvdata/validate/:iban',
    );
    expect(request('/api/travelclaim?page=0&access_token=eyJhbGciOi', '/api/travelclaim').url).toBe('/api/travelclaim');
  });

  it('shows an unknown path only in word-like segments, without its query string', () => {
    expect(request('/api/nope/DE89370400440532013000?iban=DE89370400440532013000&access_token=abc').url).toBe(
      '/api/nope/:value',
    );
    // A wildcard route (the API's 404, a web app's page) is shown the same way.
    expect(request('/api/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', '/api/*').url).toBe('/api/x/:value');
    expect(request('/my-claims/details?guid=1', '/*').url).toBe('/my-claims/details');
    expect(loggedPath('/a/b%2Fc/jane.doe@court.example/' + 'x'.repeat(41))).toBe('/a/:value/:value/:value');
    expect(loggedPath('/1/2/3/4/5/6/7/8')).toBe('/:value/:value/:value/:value/:value/:value/...');
    expect(loggedPath('/api/travelclaim/')).toBe('/api/travelclaim/');
  });
});

describe('the log format', () => {
  /** What one info line looks like on an output that is a terminal or not. */
  async function lineOn(isTTY: boolean): Promise<string> {
    const chunks: string[] = [];
    const output = Object.assign(
      new Writable({
        write(chunk, _encoding, done) {
          chunks.push(String(chunk));
          done();
        },
      }),
      { isTTY },
    );
    createLogger({ logLevel: 'info' }, output).info({ claim: 'R1234' }, 'claim saved');
    await new Promise((resolve) => setImmediate(resolve));
    return chunks.join('');
  }

  it('is a JSON line when standard output is no terminal', async () => {
    expect(JSON.parse(await lineOn(false))).toMatchObject({ level: 30, msg: 'claim saved', claim: 'R1234' });
  });

  it('is a human-readable line on a terminal', async () => {
    const line = await lineOn(true);
    expect(() => JSON.parse(line)).toThrow();
    // "12:34:56.789 INFO: claim saved" with the fields below it, in colour.
    expect(line.replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '')).toMatch(
      /^\[?\d\d:\d\d:\d\d\.\d{3}\]? INFO.*: claim saved\n\s+claim: "R1234"/,
    );
  });
});
