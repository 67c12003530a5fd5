import { describe, expect, test } from 'vitest'
import { formatJsonPath, jsAccess, normalizeJsonPath, parseJsonPath } from '../../../src/modules/api-testing/json-path.js'
import { parseStep } from '../../../src/modules/api-testing/step-grammar.js'

/** The step(s) a bullet parses to, without line and text. */
function steps(text: string, extra: { code?: { lang: string | null; value: string }; children?: string[] } = {}) {
  return parseStep({ text, line: 7, ...extra }, { method: 'POST', path: '/products' }).steps.map(({ line, text: _text, ...rest }) => {
    expect(line).toBe(7)
    return rest
  })
}

function one(text: string, extra?: Parameters<typeof steps>[1]) {
  const parsed = steps(text, extra)
  expect(parsed).toHaveLength(1)
  return parsed[0]
}

describe('JSON paths', () => {
  test.each([
    ['$.items[0].name', ['items', 0, 'name']],
    ['items[0].name', ['items', 0, 'name']],
    ['items.0.name', ['items', 0, 'name']],
    ['$.items.[0].name', ['items', 0, 'name']],
    ['$items', ['items']],
    ['body.user.role', ['user', 'role']],
    ['response.body.id', ['id']],
    ["$['odd key'].x", ['odd key', 'x']],
    ['$[2]', [2]],
    ['$', []],
  ])('reads %s', (input, segments) => {
    expect(parseJsonPath(input)).toEqual({ ok: true, segments })
  })

  test('writes the canonical form and a safe accessor', () => {
    expect(formatJsonPath(['items', 0, 'odd key', "it's"])).toBe("$.items[0]['odd key']['it\\'s']")
    expect(normalizeJsonPath('items.0.name')).toBe('$.items[0].name')
    expect(jsAccess('body', ['items', 0, 'odd key'])).toBe('body?.items?.[0]?.["odd key"]')
    expect(jsAccess('body', [])).toBe('body')
  })

  test.each([
    ['$.items[*].id', 'wildcards and filters are not supported in "$.items[*].id"; name one value, e.g. $.items[0].id'],
    ['$..name', 'recursive descent ("..") is not supported in "$..name"'],
    ['$.items[0', 'unclosed "[" in "$.items[0"'],
    ['$.items[x]', '"[x]" is neither an index nor a quoted name in "$.items[x]"'],
  ])('refuses %s', (input, message) => {
    expect(parseJsonPath(input)).toEqual({ ok: false, message })
  })
})

describe('request steps', () => {
  test('send, with a body inline or in a code block', () => {
    expect(one('Send the request')).toEqual({ kind: 'send' })
    expect(one('Send a POST request to /products')).toEqual({ kind: 'send' })
    expect(one('Send the request with JSON body {"name": "Lamp", "price": 12.5}')).toEqual({
      kind: 'send',
      body: { name: 'Lamp', price: 12.5 },
    })
    expect(one('Send the request with body:', { code: { lang: 'json', value: '{"owner": {{userId}}, "note": "by {{USER}}"}' } })).toEqual({
      kind: 'send',
      body: { owner: { $var: 'userId' }, note: 'by {{USER}}' },
    })
    expect(one('Body: [1, 2]')).toEqual({ kind: 'body', body: [1, 2] })
    expect(one('POST /products with body {"a": true}')).toEqual({ kind: 'send', body: { a: true } })
  })

  test('headers, query parameters and leaving out credentials', () => {
    expect(one('Header X-Trace: abc-{{RUN}}')).toEqual({ kind: 'header', headers: [['X-Trace', 'abc-{{RUN}}']] })
    expect(one('Set header Accept to application/json')).toEqual({ kind: 'header', headers: [['Accept', 'application/json']] })
    expect(one('Headers:', { children: ['X-A: 1', 'X-B: two'] })).toEqual({
      kind: 'header',
      headers: [
        ['X-A', '1'],
        ['X-B', 'two'],
      ],
    })
    expect(one('Query page=2&limit=10')).toEqual({
      kind: 'query',
      params: [
        ['page', '2'],
        ['limit', '10'],
      ],
    })
    expect(one('Query parameter q is red lamp')).toEqual({ kind: 'query', params: [['q', 'red lamp']] })
    expect(one('Send the request without authentication')).toEqual({ kind: 'no_auth' })
    expect(one('Without authentication')).toEqual({ kind: 'no_auth' })
  })

  test('combined sends from the demo specs give one step per part', () => {
    expect(steps('Send the request with header Authorization: Bearer {{customer_token}} and JSON body {"name": "Lamp"}')).toEqual([
      { kind: 'header', headers: [['Authorization', 'Bearer {{customer_token}}']] },
      { kind: 'send', body: { name: 'Lamp' } },
    ])
    expect(
      steps('Send the request without authentication and JSON body {"username": "admin", "password": "{{DEMO_ADMIN_PASSWORD}}"}'),
    ).toEqual([{ kind: 'no_auth' }, { kind: 'send', body: { username: 'admin', password: '{{DEMO_ADMIN_PASSWORD}}' } }])
  })

  test('a send that names another endpoint than the heading is not understood', () => {
    expect(one('Send a GET request to /products')).toEqual({
      kind: 'unknown',
      reason: 'this test sends POST /products (its heading); to call GET, add another ### test',
    })
    expect(one('Send the request with body:')).toEqual({
      kind: 'unknown',
      reason: 'no body: write the JSON on the same line or in a ```json block under the step',
    })
    expect(one('Send the request with JSON body {"a": }')).toEqual({
      kind: 'unknown',
      reason: 'body: invalid JSON: Unexpected token \'}\', "{"a": }" is not valid JSON',
    })
  })
})

describe('checks', () => {
  test.each([
    ['Verify status is 201', [201]],
    ['Status should be 200', [200]],
    ['Expect status 404', [404]],
    ['Verify the response status code is 201 Created', [201]],
    ['Verify status is 2xx', ['2xx']],
    ['Verify status is one of 401, 403', [401, 403]],
    ['Then status is 4xx or 500', ['4xx', 500]],
    ['Verify the request succeeds', ['2xx']],
  ])('%s', (text, anyOf) => {
    expect(one(text)).toEqual({ kind: 'status', anyOf })
  })

  test('status text that is not a status is explained', () => {
    expect(one('Verify status is created')).toEqual({
      kind: 'unknown',
      reason: 'a status must be a code (201), a class (2xx) or a list (401 or 403)',
    })
  })

  test.each([
    ['Verify body contains "Lamp"', { kind: 'body_contains', value: 'Lamp', negate: false }],
    ['Verify response body contains "Price is required"', { kind: 'body_contains', value: 'Price is required', negate: false }],
    ['Response body should not contain "password"', { kind: 'body_contains', value: 'password', negate: true }],
    ['Verify $.name equals "Lamp"', { kind: 'field_equals', path: '$.name', value: 'Lamp', negate: false }],
    ['Verify JSON field $.price equals 12.5', { kind: 'field_equals', path: '$.price', value: 12.5, negate: false }],
    ['Verify field "items[0].name" equals "Mug"', { kind: 'field_equals', path: '$.items[0].name', value: 'Mug', negate: false }],
    ['Verify response body.name equals "Test User"', { kind: 'field_equals', path: '$.name', value: 'Test User', negate: false }],
    ['Verify $.id equals {{productId}}', { kind: 'field_equals', path: '$.id', value: { $var: 'productId' }, negate: false }],
    ['Verify $.tags equals ["a", "b"]', { kind: 'field_equals', path: '$.tags', value: ['a', 'b'], negate: false }],
    ['Verify $.active is true', { kind: 'field_equals', path: '$.active', value: true, negate: false }],
    ['Verify $.status is not "deleted"', { kind: 'field_equals', path: '$.status', value: 'deleted', negate: true }],
    ['Verify $.color is Yellow', { kind: 'field_equals', path: '$.color', value: 'Yellow', negate: false }],
    ['Verify JSON field $.deleted_at is a null', { kind: 'field_equals', path: '$.deleted_at', value: null, negate: false }],
    ['Verify $.id exists', { kind: 'field_exists', path: '$.id', negate: false }],
    ['Verify JSON field $.user.role exists', { kind: 'field_exists', path: '$.user.role', negate: false }],
    ['Verify response has field "id"', { kind: 'field_exists', path: '$.id', negate: false }],
    ['Verify response body has "id" field', { kind: 'field_exists', path: '$.id', negate: false }],
    ['Verify $.password does not exist', { kind: 'field_exists', path: '$.password', negate: true }],
    ['Verify the response has no field "password"', { kind: 'field_exists', path: '$.password', negate: true }],
    ['Verify $.price is a number', { kind: 'field_type', path: '$.price', type: 'number' }],
    ['Verify JSON field $.items is an array', { kind: 'field_type', path: '$.items', type: 'array' }],
    ['Verify $.count has type integer', { kind: 'field_type', path: '$.count', type: 'integer' }],
    ['Verify the response is an array', { kind: 'field_type', path: '$', type: 'array' }],
    [
      'Verify $.email matches /^[^@]+@example\\.com$/i',
      { kind: 'field_matches', path: '$.email', regex: { pattern: '^[^@]+@example\\.com$', flags: 'i' } },
    ],
    ['Verify $.sku matches pattern "^SKU-\\d+$"', { kind: 'field_matches', path: '$.sku', regex: { pattern: '^SKU-\\d+$', flags: '' } }],
    ['Verify $.price is greater than 10', { kind: 'field_compare', path: '$.price', op: 'gt', value: 10 }],
    ['Verify $.stock >= 1', { kind: 'field_compare', path: '$.stock', op: 'gte', value: 1 }],
    ['Verify $.total is at most 99.5', { kind: 'field_compare', path: '$.total', op: 'lte', value: 99.5 }],
    ['Verify $.tags contains "sale"', { kind: 'field_contains', path: '$.tags', value: 'sale' }],
    ['Verify $.items has 3 items', { kind: 'length', path: '$.items', op: 'eq', value: 3 }],
    ['Verify $.items has at least 1 item', { kind: 'length', path: '$.items', op: 'gte', value: 1 }],
    ['Verify the length of $.items is 2', { kind: 'length', path: '$.items', op: 'eq', value: 2 }],
    ['Verify $.items is not empty', { kind: 'length', path: '$.items', op: 'gt', value: 0 }],
    ['Verify the response has 5 items', { kind: 'length', path: '$', op: 'eq', value: 5 }],
    ['Verify header Location exists', { kind: 'header_check', name: 'Location', op: 'exists' }],
    ['Verify header X-Total-Count equals "1"', { kind: 'header_check', name: 'X-Total-Count', op: 'equals', value: '1' }],
    [
      'Verify header WWW-Authenticate contains "Bearer"',
      { kind: 'header_check', name: 'WWW-Authenticate', op: 'contains', value: 'Bearer' },
    ],
    ['Verify the Set-Cookie header does not exist', { kind: 'header_check', name: 'Set-Cookie', op: 'not_exists' }],
    ['Verify header ETag matches /^W\\//', { kind: 'header_check', name: 'ETag', op: 'matches', regex: { pattern: '^W\\/', flags: '' } }],
    ['Verify content type is application/json', { kind: 'content_type', mediaType: 'application/json' }],
    [
      'Verify header Content-Type is application/json; charset=utf-8',
      { kind: 'content_type', mediaType: 'application/json', charset: 'utf-8' },
    ],
    ['Verify the response is JSON', { kind: 'content_type', mediaType: 'application/json' }],
    [
      'Verify content type is one of text/csv, application/json',
      { kind: 'content_type', mediaType: 'text/csv', anyOf: ['text/csv', 'application/json'] },
    ],
    ['Verify response time is below 1000 ms', { kind: 'response_time', maxMs: 1000 }],
    ['Response time should be less than 2s', { kind: 'response_time', maxMs: 2000 }],
    ['Verify the response arrives within 300ms', { kind: 'response_time', maxMs: 300 }],
    ['Verify the response matches schema "Product"', { kind: 'schema', schemaName: 'Product' }],
    ['Verify the response matches the Product schema', { kind: 'schema', schemaName: 'Product' }],
  ])('%s', (text, step) => {
    expect(one(text)).toEqual(step)
  })

  test('a schema written under the step is captured', () => {
    expect(one('Verify the response matches the schema:', { code: { lang: 'json', value: '{"type": "object"}' } })).toEqual({
      kind: 'schema',
      schema: { type: 'object' },
    })
    expect(one('Verify the response matches the schema')).toEqual({
      kind: 'unknown',
      reason: 'no schema: add a ```json block under the step, or name one from "## Schemas" (matches schema "Product")',
    })
  })
})

describe('saves and unknown steps', () => {
  test.each([
    ['Save $.id as {{productId}}', { from: 'body', path: '$.id' }, 'productId'],
    ['Save $.items[0].id as {{mug_line}}', { from: 'body', path: '$.items[0].id' }, 'mug_line'],
    ['Store response.body.id as $userId', { from: 'body', path: '$.id' }, 'userId'],
    ['Save field "token" as token', { from: 'body', path: '$.token' }, 'token'],
    ['Save header Location as {{location}}', { from: 'header', name: 'Location' }, 'location'],
    ['Save the Location header as {{loc}}', { from: 'header', name: 'Location' }, 'loc'],
  ])('%s', (text, source, variable) => {
    expect(one(text)).toEqual({ kind: 'save', source, variable })
  })

  test('text the grammar does not know is kept with a reason, never thrown', () => {
    expect(one('Frobnicate the widget')).toEqual({ kind: 'unknown', reason: 'not a step the grammar knows' })
    expect(one('Verify the moon is full')).toEqual({ kind: 'unknown', reason: 'not a check the grammar knows' })
    expect(one('Verify $.items[*].id exists')).toEqual({
      kind: 'unknown',
      reason: 'JSON path: wildcards and filters are not supported in "$.items[*].id"; name one value, e.g. $.items[0].id',
    })
    expect(one('Save $.id as {{9lives}}')).toEqual({
      kind: 'unknown',
      reason: '"{{9lives}}" is not a variable name; write {{name}} with letters, digits and _',
    })
  })

  test('the step keeps its text as written, on one line', () => {
    const [step] = parseStep({ text: 'Verify `$.name`\n  equals "Lamp".', line: 3 }).steps
    expect(step).toEqual({
      kind: 'field_equals',
      line: 3,
      text: 'Verify `$.name` equals "Lamp"',
      path: '$.name',
      value: 'Lamp',
      negate: false,
    })
  })
})
