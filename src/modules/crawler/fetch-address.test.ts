import { describe, expect, it } from 'vitest'
import { isAllowedAddress, mappedIpv4 } from './fetch-address'

describe('the crawler reaches public addresses only', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback (hex)'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local (hex)'],
    ['0:0:0:0:0:ffff:192.168.0.1', 'IPv4-mapped private (long form)'],
    ['64:ff9b::a00:1', 'NAT64 to a private address'],
    ['::10.0.0.1', 'IPv4-compatible'],
    ['not-an-ip', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isAllowedAddress(address)).toBe(false)
  })

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '193.5.1.1', '2a00:1450:4001:81a::2004', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(isAllowedAddress(address)).toBe(true)
  })

  it('allows loopback only when the setting does, and nothing else private with it', () => {
    expect(isAllowedAddress('127.0.0.1', { allowLoopback: true })).toBe(true)
    expect(isAllowedAddress('::1', { allowLoopback: true })).toBe(true)
    expect(isAllowedAddress('::ffff:127.0.0.1', { allowLoopback: true })).toBe(true)
    expect(isAllowedAddress('10.0.0.1', { allowLoopback: true })).toBe(false)
    expect(isAllowedAddress('fe80::1', { allowLoopback: true })).toBe(false)
  })

  it('reads the IPv4 address inside a mapped IPv6 address', () => {
    expect(mappedIpv4('::ffff:7f00:1')).toBe('127.0.0.1')
    expect(mappedIpv4('::FFFF:10.0.0.1')).toBe('10.0.0.1')
    expect(mappedIpv4('2001:db8::1')).toBeNull()
  })
})
