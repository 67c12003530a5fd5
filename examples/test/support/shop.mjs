import { createDemoShop } from '../../demo-shop/server.mjs'

export const ADMIN_TOKEN = 'demo-admin-token'
export const ALICE_TOKEN = 'demo-alice-token'
export const PASSWORDS = { alice: 'Wonderland1!', admin: 'Admin#2024' }

/** A demo shop of one variant on a random port; `api` and `browserless` talk to it. */
export async function startShop(variant) {
  const shop = createDemoShop({ variant })
  const url = await shop.listen(0)
  return { url, shop, api: apiClient(url), close: () => shop.close() }
}

/** `api('POST', '/api/products', {token, body})` -> `{status, headers, body, text}`; strings are sent as-is. */
export function apiClient(base) {
  return async (method, path, { body, token, headers = {} } = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await res.text()
    let json
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: res.status, headers: res.headers, body: json, text }
  }
}

/**
 * A cookie-keeping client for the server-rendered pages that follows redirects itself, like a browser with
 * JavaScript off. `get`/`post` resolve to the final `{status, url, html}`.
 */
export function browserless(base) {
  let cookie = ''
  async function request(method, path, form) {
    let res = await fetch(base + path, {
      method,
      redirect: 'manual',
      headers: { cookie, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form && new URLSearchParams(form).toString(),
    })
    let url = base + path
    for (let hops = 0; ; hops++) {
      const setCookie = res.headers.get('set-cookie')
      if (setCookie) cookie = setCookie.split(';')[0]
      if (res.status !== 303 && res.status !== 302) break
      if (hops > 5) throw new Error('too many redirects')
      url = new URL(res.headers.get('location'), url).href
      res = await fetch(url, { redirect: 'manual', headers: { cookie } })
    }
    return { status: res.status, url, html: await res.text() }
  }
  return {
    get: (path) => request('GET', path),
    post: (path, form) => request('POST', path, form),
    async signIn(username) {
      return request('POST', '/login', { username, password: PASSWORDS[username] })
    },
  }
}
