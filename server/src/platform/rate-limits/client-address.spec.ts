import { clientKey } from './client-address.js';

describe('clientKey', () => {
  it('counts an IPv4 address as it is, also when mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(clientKey('2001:db8:aa:1::1')).toBe(key);
    expect(clientKey('2001:0db8:00aa:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKey('2001:DB8:AA:1:0:0:0:7')).toBe(key);
    expect(clientKey('2001:db8:aa:1::5%eth0')).toBe(key);
    expect(clientKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
  });
});
