import { BlockList, isIP } from 'node:net'

// Only public addresses (ADR 0070): a source's host must not lead the crawler into our own
// network. Every resolved address of a host is checked, and the connection goes to a checked one.

const blocked = new BlockList()
const loopback = new BlockList()

for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64 to any IPv4
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:7f00:1), else null. */
export function mappedIpv4(address: string): string | null {
  const lower = address.toLowerCase()
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)
  if (dotted) return dotted[1]!
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (!hex) return null
  const high = parseInt(hex[1]!, 16)
  const low = parseInt(hex[2]!, 16)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether the crawler may connect to this IP address. Loopback only when the setting allows it (tests). */
export function isAllowedAddress(address: string, { allowLoopback = false }: { allowLoopback?: boolean } = {}): boolean {
  const family = isIP(address)
  if (family === 0) return false
  const v4 = family === 4 ? address : mappedIpv4(address)
  if (v4 !== null) {
    if (loopback.check(v4, 'ipv4')) return allowLoopback
    return !blocked.check(v4, 'ipv4')
  }
  if (loopback.check(address, 'ipv6')) return allowLoopback
  return !blocked.check(address, 'ipv6')
}
