// The key the sign-in throttle counts an address under: IPv6 by its /64, IPv4 by itself.
import { describe, expect, it } from 'vitest';
import { addressKey, ipv6Groups } from '../../server/security/address-key';

describe('ipv6Groups', () => {
  it.each([
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['1::', [1, 0, 0, 0, 0, 0, 0, 0]],
    ['2001:db8::ff00:42:8329', [0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329]],
    ['2001:0DB8:0000:0000:0000:FF00:0042:8329', [0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329]],
    ['2001:db8:1:2:3::', [0x2001, 0xdb8, 1, 2, 3, 0, 0, 0]],
    ['::ffff:192.0.2.1', [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]],
    ['0:0:0:0:0:ffff:192.0.2.1', [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]],
    ['64:ff9b::198.51.100.7', [0x64, 0xff9b, 0, 0, 0, 0, 0xc633, 0x6407]],
  ])('%s', (address, groups) => {
    expect(ipv6Groups(address)).toEqual(groups);
  });
});

describe('addressKey', () => {
  it('counts every address of one /64 as one, however it is written', () => {
    const keys = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:ffff:ffff:ffff:ffff', '2001:0db8:00aa:00BB:1234:5678:9abc:def0', 'fe80::1%eth0'].map(addressKey);
    expect(keys.slice(0, 3)).toEqual(['2001:db8:aa:bb::/64', '2001:db8:aa:bb::/64', '2001:db8:aa:bb::/64']);
    expect(keys[3]).toBe('fe80:0:0:0::/64');
  });

  it('keeps two /64s apart', () => {
    expect(addressKey('2001:db8:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bc::1'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('an IPv4-mapped address is its IPv4 address; IPv4 stays per address', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.2')).toBe('192.0.2.2');
  });

  it('leaves anything that is not an address as it is', () => {
    for (const other of ['unknown', 'cli', '', 'not:an:address', '1.2.3']) expect(addressKey(other)).toBe(other);
  });
});
