// The demo shop has no dependencies so it starts with a bare `node` anywhere; this is the little HTTP
// plumbing that Fastify would otherwise give it.

const BODY_LIMIT = 64 * 1024

/** A client-visible failure; the API turns it into `{error, message, details?}`. */
export class HttpError extends Error {
  constructor(status, error, message, { details, headers } = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.error = error
    this.details = details
    this.headers = headers
  }
}

export const badRequest = (message) => new HttpError(400, 'bad_request', message)
export const notFound = (message) => new HttpError(404, 'not_found', message)
export const validationFailed = (details) =>
  new HttpError(422, 'validation_error', details.map((d) => `${d.field}: ${d.message}`).join('; '), { details })

/** Routes like `/api/products/:id`; `match` also reports which methods a known path allows (for 405). */
export function createRouter() {
  const routes = []
  return {
    routes,
    add(method, pattern, handler) {
      const names = []
      const source = pattern.replace(/:([a-z_]+)/g, (_, name) => {
        names.push(name)
        return '([^/]+)'
      })
      routes.push({ method, pattern, regex: new RegExp(`^${source}$`), names, handler })
    },
    match(method, pathname) {
      const allowed = []
      for (const route of routes) {
        const m = route.regex.exec(pathname)
        if (!m) continue
        if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
          const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]))
          return { route, params }
        }
        allowed.push(route.method)
      }
      return allowed.length > 0 ? { allowed } : undefined
    },
  }
}

export async function readBody(req) {
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > BODY_LIMIT) throw new HttpError(413, 'payload_too_large', `Request bodies are limited to ${BODY_LIMIT} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function readJson(req) {
  const type = req.headers['content-type'] ?? ''
  const text = await readBody(req)
  if (text.trim() === '') return undefined
  if (!type.includes('json')) throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json')
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('The request body is not valid JSON')
  }
}

export async function readForm(req) {
  return Object.fromEntries(new URLSearchParams(await readBody(req)))
}

export function parseCookies(header = '') {
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name, value]) => name && value !== undefined)
      .map(([name, value]) => [name, decodeURIComponent(value)]),
  )
}

export function send(res, status, body, headers = {}) {
  res.writeHead(status, headers)
  res.end(res.req.method === 'HEAD' ? undefined : body)
}

export function sendJson(res, status, body, headers = {}) {
  if (status === 204) return send(res, 204, undefined, headers)
  send(res, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...headers })
}

export function sendHtml(res, status, html, headers = {}) {
  send(res, status, html, { 'content-type': 'text/html; charset=utf-8', ...headers })
}

/** 303 so a POSTed form is followed by a GET (refreshing the page never re-submits). */
export function redirect(res, location, headers = {}) {
  send(res, 303, undefined, { location, ...headers })
}

/** Only same-site relative paths, so `?next=` cannot send a signed-in user to another host. */
export function safeLocalPath(value, fallback) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : fallback
}
