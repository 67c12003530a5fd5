import { describe, expect, test } from 'vitest'
import { buildExample } from '../../../src/modules/api-testing/example-builder.js'
import { createSchemaChecker } from '../../../src/modules/api-testing/schema-check.js'

const request = { direction: 'request' as const }
const response = { direction: 'response' as const }

describe('buildExample', () => {
  test('documented values come first: example, examples, default, const, enum', () => {
    expect(buildExample({ type: 'string', example: 'Lamp', default: 'x' }, request)).toBe('Lamp')
    expect(buildExample({ type: 'string', examples: ['Rex', 'Fido'] }, request)).toBe('Rex')
    expect(buildExample({ type: 'integer', default: 7 }, request)).toBe(7)
    expect(buildExample({ const: 'v1' }, request)).toBe('v1')
    expect(buildExample({ type: ['string', 'null'], enum: [null, 'cat', 'dog'] }, request)).toBe('cat')
  })

  test.each([
    ['email', 'user@example.com'],
    ['uuid', '3fa85f64-5717-4562-b3fc-2c963f66afa6'],
    ['date-time', '2024-01-15T09:30:00Z'],
    ['date', '2024-01-15'],
    ['uri', 'https://example.com/resource'],
    ['ipv4', '192.0.2.10'],
  ])('a %s string looks like one', (format, value) => {
    expect(buildExample({ type: 'string', format }, request)).toBe(value)
  })

  test('numbers and strings respect their bounds', () => {
    expect(buildExample({ type: 'integer', minimum: 5, maximum: 9 }, request)).toBe(5)
    expect(buildExample({ type: 'integer', maximum: 0 }, request)).toBe(0)
    expect(buildExample({ type: 'integer', exclusiveMinimum: 10 }, request)).toBe(11)
    expect(buildExample({ type: 'number', minimum: 0, exclusiveMinimum: true }, request)).toBe(1.5)
    expect(buildExample({ type: 'number', minimum: 3.01, multipleOf: 0.5 }, request)).toBe(3.5)
    expect(buildExample({ type: 'string', minLength: 10 }, request)).toBe('examplexxx')
    expect(buildExample({ type: 'string', maxLength: 3 }, request)).toBe('exa')
    expect(buildExample({ type: 'string', pattern: '^[A-Z]+$' }, request)).toBe('EXAMPLE')
  })

  test('objects leave out readOnly fields in requests and writeOnly fields in responses', () => {
    const user = {
      type: 'object',
      required: ['email'],
      properties: {
        id: { type: 'integer', readOnly: true },
        email: { type: 'string', format: 'email' },
        password: { type: 'string', writeOnly: true, minLength: 8 },
      },
    }
    expect(buildExample(user, request)).toEqual({ email: 'user@example.com', password: 'examplex' })
    expect(buildExample(user, response)).toEqual({ id: 1, email: 'user@example.com' })
  })

  test('arrays honour minItems, maxItems and uniqueItems; allOf merges, oneOf takes the first', () => {
    expect(buildExample({ type: 'array', items: { type: 'integer' }, minItems: 3, uniqueItems: true }, request)).toEqual([1, 2, 3])
    expect(buildExample({ type: 'array', items: { type: 'string' }, maxItems: 0 }, request)).toEqual([])
    expect(
      buildExample(
        {
          allOf: [
            { type: 'object', properties: { a: { type: 'integer' } } },
            { type: 'object', properties: { b: { type: 'boolean' } } },
          ],
        },
        request,
      ),
    ).toEqual({ a: 1, b: true })
    expect(buildExample({ oneOf: [{ type: 'boolean' }, { type: 'string' }] }, request)).toBe(true)
  })

  test('circular references stop instead of recursing forever', () => {
    const schemas: Record<string, Record<string, unknown>> = {
      Node: {
        type: 'object',
        required: ['name', 'parent'],
        properties: {
          name: { type: 'string' },
          parent: { $ref: '#/components/schemas/Node' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
    }
    const resolveRef = (ref: string) => schemas[ref.split('/').at(-1)!]
    expect(buildExample({ $ref: '#/components/schemas/Node' }, { ...request, resolveRef })).toEqual({
      name: 'example',
      parent: null,
      children: [],
    })
  })

  test('what it builds validates against the schema it came from', () => {
    const check = createSchemaChecker({})
    const schema = {
      type: 'object',
      required: ['name', 'price', 'sku', 'stock', 'tags', 'ratio'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 3, maxLength: 40 },
        price: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.01 },
        sku: { type: 'string', pattern: '^[a-z0-9-]+$' },
        stock: { type: 'integer', minimum: 0, maximum: 500 },
        tags: { type: 'array', items: { type: 'string', enum: ['new', 'sale'] }, minItems: 2, maxItems: 4 },
        ratio: { type: 'number', minimum: 2.5 },
        contact: {
          type: 'object',
          properties: { email: { type: 'string', format: 'email' }, since: { type: 'string', format: 'date-time' } },
        },
        color: { type: ['string', 'null'], enum: ['red', null] },
      },
    }
    const value = buildExample(schema, request)
    expect(check(schema, value)).toEqual([])
    expect(value).toEqual({
      name: 'example',
      price: 1.5,
      sku: 'example-1',
      stock: 1,
      tags: ['new', 'new'],
      ratio: 2.5,
      contact: { email: 'user@example.com', since: '2024-01-15T09:30:00Z' },
      color: 'red',
    })
  })
})
