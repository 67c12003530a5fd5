import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it as plain } from 'vitest'
import { isPrivateAddress } from '../../src/platform/http/safe-fetch.js'
import { appTest } from '../support/app.js'

/**
 * Issue 8 point 10: OpenAPI import from a URL fetched any address, so a member could make the server read its
 * own loopback services or a cloud metadata endpoint. Private targets are refused unless IMPORT_ALLOW_PRIVATE.
 */
const DOC = fs.readFileSync(path.join(import.meta.dirname, '../../../examples/demo-shop/openapi.json'), 'utf8')

let server: http.Server
let port = 0
const hits: string[] = []
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '')
    if (req.url === '/hop') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/openapi.json` })
      return res.end()
    }
    res.setHeader('content-type', 'application/json')
    res.end(DOC)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('OpenAPI import from a URL, by default', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('refuses loopback, private and link-local targets, whatever their spelling', async ({ harness: h }) => {
    const p = await h.project()
    const targets = [
      `http://127.0.0.1:${port}/openapi.json`,
      `http://localhost:${port}/openapi.json`,
      `http://0x7f000001:${port}/openapi.json`,
      `http://[::ffff:127.0.0.1]:${port}/openapi.json`,
      `http://[::1]:${port}/openapi.json`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/openapi.json',
    ]
    for (const url of targets) {
      const res = await h.request(p.members.member, {
        method: 'POST',
        url: '/api-testing/import-openapi/url',
        payload: { url, project_id: p.id, dry_run: true },
      })
      expect([url, res.statusCode]).toEqual([url, 422])
      expect(res.json().detail[0]).toMatchObject({ type: 'address_not_allowed' })
    }
    expect(hits).toEqual([])
  })
})

describe('OpenAPI import from a URL, with IMPORT_ALLOW_PRIVATE=true', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', IMPORT_ALLOW_PRIVATE: 'true' })

  it('fetches a private address (and follows its redirects) when the administrator allows it', async ({ harness: h }) => {
    const p = await h.project()
    const res = await h.request(p.members.member, {
      method: 'POST',
      url: '/api-testing/import-openapi/url',
      payload: { url: `http://127.0.0.1:${port}/hop`, project_id: p.id, dry_run: true },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().specs.length).toBeGreaterThan(0)
  })
})

describe('isPrivateAddress', () => {
  plain('classifies addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '100.64.0.1',
    ]) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true])
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '172.32.0.1']) {
      expect([a, isPrivateAddress(a)]).toEqual([a, false])
    }
  })
})
