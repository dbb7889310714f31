import { Writable } from 'node:stream';

import { createLogger, loggedPath, PathWords, requestSerializer } from './logger.js';

const known = new PathWords(['me', 'claims']);
known.addRoute('/api/travelclaim/:guid');
known.addRoute('/api/*');
const request = (url: string, route?: string) =>
  requestSerializer(known)({ method: 'GET', url, routeOptions: { url: route }, socket: {} }) as { url: string };

describe('the request log', () => {
  it('writes the matched route pattern, not the values in the path nor the query string', () => {
    expect(request('/api/elvdata/validate/DE89370400440532013000?x=1', '/api/elvdata/validate/:iban').url).toBe(
      '/api/elvdata/validate/:iban',
    );
    expect(request('/api/travelclaim?page=0&access_token=eyJhbGciOi', '/api/travelclaim').url).toBe('/api/travelclaim');
  });

  it("shows an unknown path only in the server's own words, without its query string", () => {
    expect(request('/api/nope/DE89370400440532013000?iban=DE89370400440532013000&access_token=abc').url).toBe(
      '/api/:value/:value',
    );
    // A wildcard route (the API's 404, a web app's page) is shown the same way.
    expect(request('/api/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', '/api/*').url).toBe('/api/:value/:value');
    expect(request('/me/claims/details?guid=1', '/*').url).toBe('/me/claims/:value');
    // A name is word-like, and still not one of the server's words.
    expect(request('/API/TravelClaim/jane-doe/Jane.Doe', '/api/*').url).toBe('/API/TravelClaim/:value/:value');
    expect(loggedPath('/api/b%2Fc/jane.doe@court.example/' + 'x'.repeat(41), known)).toBe('/api/:value/:value/:value');
    expect(loggedPath('/1/2/3/4/5/6/7/8', known)).toBe('/:value/:value/:value/:value/:value/:value/...');
    expect(loggedPath('/api/travelclaim/', known)).toBe('/api/travelclaim/');
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
