import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Outbound HTTP for URLs users give the server (OpenAPI import): refuses loopback, private, link-local and other
 * non-public addresses unless allowed. The check runs in the socket's own DNS lookup, so every address a name
 * resolves to is checked and a name cannot resolve to a public address for the check and a private one for the
 * connection (DNS rebinding); redirects are followed by hand and each hop is checked the same way.
 */

const BLOCKED = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6')

/** Whether `address` (v4 or v6, v4-mapped v6 included) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return BLOCKED.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError'
}

/** A socket lookup that resolves every address of a name and refuses the name if any one is not public. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4)
    const list = addresses as dns.LookupAddress[]
    const bad = list.find((a) => isPrivateAddress(a.address))
    if (bad || list.length === 0) {
      return callback(new BlockedAddressError(`${hostname} resolves to ${bad?.address ?? 'nothing'}, a non-public address`), '', 4)
    }
    if (options.all) return callback(null, list)
    const first = list[0] as dns.LookupAddress
    return callback(null, first.address, first.family)
  })
}

export interface SafeFetchOptions {
  allowPrivate: boolean
  timeoutMs: number
  maxBytes: number
  /** Thrown (as returned) when the body passes `maxBytes`. */
  tooLarge: () => Error
  maxRedirects?: number
}

export interface SafeFetchResult {
  status: number
  body: Buffer
}

/** GET `url` with the address guard (unless `allowPrivate`), manual redirects, a time limit and a size limit. */
export async function safeGet(url: string, opts: SafeFetchOptions): Promise<SafeFetchResult> {
  let current = new URL(url)
  const deadline = AbortSignal.timeout(opts.timeoutMs)
  for (let hop = 0; ; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new Error(`only http(s) URLs can be fetched, not ${current.protocol}`)
    // A literal IP skips the lookup: check it here.
    const host = current.hostname.replace(/^\[|\]$/g, '')
    if (!opts.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) {
      throw new BlockedAddressError(`${host} is a non-public address`)
    }
    const res = await getOnce(current, opts, deadline)
    if (res.location && hop < (opts.maxRedirects ?? 5)) {
      current = new URL(res.location, current)
      continue
    }
    if (res.location) throw new Error('too many redirects')
    return { status: res.status, body: res.body }
  }
}

function getOnce(url: URL, opts: SafeFetchOptions, signal: AbortSignal): Promise<SafeFetchResult & { location?: string }> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        signal,
        headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
        ...(opts.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume()
          return resolve({ status, body: Buffer.alloc(0), location: res.headers.location })
        }
        if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
          res.destroy()
          return reject(opts.tooLarge())
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.byteLength
          if (size > opts.maxBytes) {
            res.destroy()
            reject(opts.tooLarge())
          } else chunks.push(chunk)
        })
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
  })
}
