import { validate } from './schema.mjs'

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete']
// Values that break exactly one documented rule, for the negative request built from each 422 example.
const INVALID = { email: 'not-an-email', product_id: 99, color: 'Purple' }

/** Every operation, sorted by path and then method the way the OpenAPI importer orders them. */
export function operations(doc) {
  return Object.keys(doc.paths)
    .sort()
    .flatMap((path) =>
      METHOD_ORDER.filter((m) => doc.paths[path][m]).map((method) => ({
        method,
        path,
        op: doc.paths[path][method],
        name: `${method.toUpperCase()} ${path}`,
      })),
    )
}

const deref = (doc, node) =>
  node?.$ref
    ? node.$ref
        .slice(2)
        .split('/')
        .reduce((n, k) => n[k], doc)
    : node

function requestUrl(base, path, op) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name) => op.parameters.find((p) => p.name === name).example)
  const query = new URLSearchParams(
    (op.parameters ?? []).filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, String(p.example)]),
  )
  return `${base}${filled}${query.size > 0 ? `?${query}` : ''}`
}

/**
 * Calls every documented operation with its documented examples, the way an API test generated from the
 * document would, and reports each failed check as `{operation, check, field?, schema_path?, expected?, actual?}`:
 * the expected 2xx status, the response schema, documented headers, totals equal to the sum of line totals,
 * 401 without a token on secured operations, and 422 for a body broken the way the 422 example describes.
 */
export async function walkDocument(doc, base, { token }) {
  const failures = []
  for (const { method, path, op, name } of operations(doc)) {
    const example = op.requestBody?.content['application/json'].example
    const send = (body, auth = token) =>
      fetch(requestUrl(base, path, op), {
        method: method.toUpperCase(),
        headers: { ...(body && { 'content-type': 'application/json' }), ...(op.security && auth && { authorization: `Bearer ${auth}` }) },
        body: body && JSON.stringify(body),
      })

    const expected = Number(Object.keys(op.responses).find((s) => s.startsWith('2')))
    const res = await send(example)
    const text = await res.text()
    if (res.status !== expected) failures.push({ operation: name, check: 'status', expected, actual: res.status })
    const documented = deref(doc, op.responses[res.status] ?? op.responses[expected])
    const media = documented.content?.['application/json']
    if (media) {
      const body = JSON.parse(text)
      for (const e of validate(doc, media.schema, body)) {
        failures.push({ operation: name, check: 'schema', field: e.path, schema_path: e.schemaPath, message: e.message })
      }
      if (Array.isArray(body?.items) && typeof body.total === 'number' && body.items.every((l) => 'line_total' in l)) {
        const sum = Math.round(body.items.reduce((s, l) => s + l.line_total, 0) * 100) / 100
        if (body.total !== sum) failures.push({ operation: name, check: 'field', field: '$.total', expected: sum, actual: body.total })
      }
    }
    for (const header of Object.keys(documented.headers ?? {})) {
      if (!res.headers.has(header)) failures.push({ operation: name, check: 'header', field: header })
    }

    if (op.security) {
      const anonymous = await send(example, null)
      await anonymous.text()
      if (anonymous.status !== 401)
        failures.push({ operation: name, check: 'status', expected: 401, actual: anonymous.status, case: 'no token' })
    }

    const invalid = op.requestBody && deref(doc, op.responses[422])?.content['application/json'].example
    if (invalid) {
      const body = structuredClone(example)
      for (const { field, message } of invalid.details) {
        if (message.includes('required')) delete body[field]
        else body[field] = INVALID[field]
      }
      const rejected = await send(body)
      await rejected.text()
      if (rejected.status !== 422)
        failures.push({ operation: name, check: 'status', expected: 422, actual: rejected.status, case: 'invalid body' })
    }
  }
  return failures
}
