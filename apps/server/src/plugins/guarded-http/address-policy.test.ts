import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, isLocalName } from './address-policy.js';

describe('isForbiddenAddress', () => {
  it.each([
    ...['0.0.0.0', '0.255.255.255', '10.0.0.1', '10.255.255.255', '100.64.0.1', '100.127.255.255'],
    ...['127.0.0.1', '127.255.255.254', '169.254.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255'],
    ...['192.0.0.8', '192.0.2.1', '192.88.99.1', '192.168.0.1', '198.18.0.1', '198.19.255.255'],
    ...['198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255'],
    ...['::', '::1', 'fc00::1', 'fdff:ffff::1', 'fe80::1', 'febf::1', 'fec0::1', 'ff02::1', 'ff0e::1'],
    ...['64:ff9b::808:808', '64:ff9b:1::1', '2001:db8::1', '2001::1', '100::1', '3fff::1'],
    // IPv4 inside IPv6: mapped, compatible, translated, 6to4, in every spelling
    ...['::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe'],
    ...['::127.0.0.1', '::7f00:1', '::10.0.0.1', '::ffff:0:127.0.0.1', '2002:7f00:1::', '2002:a00:1::1'],
    // not addresses, or scoped: refused rather than guessed at
    ...['fe80::1%eth0', 'localhost', '', '127.0.0.1.', '::ffff:127.0.0.1%1', '1.2.3'],
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    ...['1.1.1.1', '8.8.8.8', '93.184.216.34', '100.63.255.255', '100.128.0.0', '172.15.255.255'],
    ...['172.32.0.0', '169.253.255.255', '192.169.0.1', '198.17.255.255', '198.20.0.0', '223.255.255.255'],
    ...[
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '2002:808:808::1',
    ],
    ...['64:ff9c::1', 'fbff::1'],
  ])('allows the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe('isLocalName', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST.', true],
    ['a.b.localhost', true],
    ['localhost.example.com', false],
    ['mylocalhost', false],
    ['example.com', false],
  ])('%s → %s', (name, local) => {
    expect(isLocalName(name)).toBe(local);
  });
});
