import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-check';

describe('which addresses link previews may connect to', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, end of 127/8'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8, end'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local: the cloud metadata address'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT, end'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast, end'],
    ['255.255.255.255', 'broadcast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network 0/8'],
    ['240.0.0.1', 'reserved 240/4'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['febf::1', 'IPv6 link-local, end of fe80::/10'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local fd00::/8'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata address'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['[::1]', 'bracketed IPv6 loopback'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['', 'nothing'],
    ['localhost', 'a name, not an address'],
    ['1.2.3.4.5', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['93.184.216.34', 'public IPv4'],
    ['8.8.8.8', 'public IPv4'],
    ['172.32.0.1', 'just past 172.16/12'],
    ['100.128.0.1', 'just past 100.64/10'],
    ['169.255.0.1', 'just past link-local'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['2a00:1450:4001::200e', 'public IPv6'],
    ['::ffff:93.184.216.34', 'IPv4-mapped public'],
    ['[2606:4700:4700::1111]', 'bracketed public IPv6'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
