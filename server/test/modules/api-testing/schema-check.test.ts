import { describe, expect, test } from 'vitest'
import { createSchemaChecker } from '../../../src/modules/api-testing/schema-check.js'

const PRODUCT = {
  type: 'object',
  required: ['id', 'name', 'price'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1, maxLength: 10 },
    price: { type: 'number', exclusiveMinimum: 0 },
    email: { type: 'string', format: 'email' },
    tags: { type: 'array', items: { type: 'string', enum: ['desk', 'light'] }, maxItems: 2 },
    color: { type: ['string', 'null'] },
    note: { type: 'string', nullable: true },
    secret: { type: 'string', writeOnly: true },
  },
}

describe('schemaErrors', () => {
  const check = createSchemaChecker({})

  test('a matching value has no errors', () => {
    expect(check(PRODUCT, { id: 1, name: 'Lamp', price: 12.5, email: 'a@b.co', tags: ['desk'], color: null, note: null })).toEqual([])
  })

  test('each problem is named with its path', () => {
    expect(check(PRODUCT, { id: 0, name: '', price: 0, email: 'nope', tags: ['desk', 'sofa', 'light'], extra: 1, color: 3 })).toEqual([
      '$.id: must be at least 1',
      '$.name: shorter than 1',
      '$.price: must be greater than 0',
      '$.email: not a valid email: "nope"',
      '$.tags: more than 2 items',
      '$.tags[1]: expected one of ["desk","light"], got "sofa"',
      '$.extra: is not allowed',
      '$.color: expected string or null, got integer',
    ])
    expect(check(PRODUCT, { name: 'Lamp', price: '12.50' })).toEqual([
      '$.id: is required but missing',
      '$.price: expected number, got string',
    ])
    expect(check(PRODUCT, undefined)).toEqual(['$: expected object, got nothing'])
  })

  test('3.0 exclusive bounds, integers, multipleOf, patterns and oneOf', () => {
    expect(check({ type: 'number', minimum: 5, exclusiveMinimum: true }, 5)).toEqual(['$: must be greater than 5'])
    expect(check({ type: 'integer' }, 1.5)).toEqual(['$: expected integer, got number'])
    expect(check({ type: 'number' }, 2)).toEqual([])
    expect(check({ type: 'number', multipleOf: 0.01 }, 12.345)).toEqual(['$: not a multiple of 0.01'])
    expect(check({ type: 'string', pattern: '^SKU-\\d+$' }, 'SKU-x')).toEqual(['$: does not match ^SKU-\\d+$'])
    expect(check({ oneOf: [{ type: 'string' }, { type: 'integer' }] }, true)).toEqual(['$: matches none of the oneOf alternatives'])
    expect(check({ allOf: [{ required: ['a'] }, { required: ['b'] }] }, { a: 1 })).toEqual(['$.b: is required but missing'])
  })

  test('$refs resolve by name, so circular schemas check as deep as the value goes', () => {
    const nodes = createSchemaChecker({
      Node: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
      },
    })
    const tree = { name: 'root', children: [{ name: 'a', children: [{ name: 'a1' }, { children: [] }] }] }
    expect(nodes({ $ref: '#/components/schemas/Node' }, tree)).toEqual(['$.children[0].children[1].name: is required but missing'])
    expect(nodes({ $ref: '#/definitions/Unknown' }, 42)).toEqual([])
  })
})
