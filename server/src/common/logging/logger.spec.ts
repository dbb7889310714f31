import { requestSerializer } from './logger.js';

const request = (url: string) =>
  requestSerializer({ method: 'GET', url, headers: {}, socket: {} } as never) as { url: string };

describe('the request log', () => {
  it('never shows the IBAN the bank form checks', () => {
    expect(request('/api/elvdata/validate/DE89370400440532013000').url).toBe('/api/elvdata/validate/[redacted]');
    expect(request('/api/elvdata/validate/DE89%203704?x=1').url).toBe('/api/elvdata/validate/[redacted]?x=1');
    // Routes match in any letter case, so the log must too.
    expect(request('/API/ElvData/validate/DE89370400440532013000').url).toBe('/API/ElvData/validate/[redacted]');
  });

  it('leaves other paths as they are', () => {
    expect(request('/api/travelclaim?page=0').url).toBe('/api/travelclaim?page=0');
  });
});
