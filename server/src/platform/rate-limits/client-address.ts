import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * prefix (one subscriber or one LAN usually holds a whole /64, and could otherwise count afresh from
 * each of its 2^64 addresses). IPv4 mapped into IPv6 (::ffff:a.b.c.d) counts as the IPv4 address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::a.b.c.d) is two groups; only the first four groups matter here.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - rightGroups.length).fill('0'), ...rightGroups]
    : left.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
