import type { JsonValue } from './api-spec.js'
import { patternString } from './pattern-example.js'

/**
 * Builds a valid example value from a JSON Schema (OpenAPI 2.0 / 3.0 / 3.1 flavours): documented examples first,
 * then `default`, `const` and `enum`, then a value made from the type and its constraints (format-aware strings,
 * min/max, lengths, item counts). Deterministic: the same schema always gives the same value.
 */

export type SchemaObject = Record<string, unknown>

export interface ExampleOptions {
  /** `request` leaves out readOnly properties, `response` leaves out writeOnly ones. */
  direction: 'request' | 'response'
  /** Resolves a `$ref` left in place (circular references stay as `$ref` after dereferencing). */
  resolveRef?: (ref: string) => SchemaObject | undefined
  /** Below this depth every property is filled; deeper, only required ones. Default 4. */
  fullDepth?: number
}

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  time: '09:30:00',
  duration: 'P1D',
  uri: 'https://example.com/resource',
  url: 'https://example.com/resource',
  'uri-reference': '/resource',
  iri: 'https://example.com/resource',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.10',
  ipv6: '2001:db8::10',
  byte: 'U3BlY3dyaWdodA==',
  binary: 'U3BlY3dyaWdodA==',
  password: 'Example-Passw0rd',
  phone: '+15555550123',
  'json-pointer': '/items/0',
  regex: '^[a-z]+$',
}

const MAX_DEPTH = 10

/**
 * An example for `schema`, or undefined when the schema allows nothing buildable (e.g. `false`).
 *
 * @example buildExample({ type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } }, { direction: 'request' })
 * // { email: 'user@example.com' }
 */
export function buildExample(
  schema: unknown,
  options: ExampleOptions,
  depth = 0,
  seen: ReadonlySet<string> = new Set(),
): JsonValue | undefined {
  if (schema === true || schema === undefined) return 'example'
  if (!isObject(schema)) return undefined
  if (typeof schema.$ref === 'string') {
    const target = seen.has(schema.$ref) ? undefined : options.resolveRef?.(schema.$ref)
    return target ? buildExample(target, options, depth + 1, new Set([...seen, schema.$ref])) : undefined
  }
  const documented = documentedExample(schema)
  if (documented !== undefined) return documented
  if (depth > MAX_DEPTH) return undefined
  if (Array.isArray(schema.allOf)) return mergeAll(schema, options, depth, seen)
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[key]
    if (Array.isArray(alternatives)) {
      for (const alternative of alternatives) {
        const value = buildExample(alternative, options, depth + 1, seen)
        if (value !== undefined) return value
      }
    }
  }
  switch (schemaType(schema)) {
    case 'null':
      return null
    case 'boolean':
      return true
    case 'integer':
      return numberExample(schema, true)
    case 'number':
      return numberExample(schema, false)
    case 'array':
      return arrayExample(schema, options, depth, seen)
    case 'object':
      return objectExample(schema, options, depth, seen)
    default:
      return stringExample(schema)
  }
}

function isObject(value: unknown): value is SchemaObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** `example`, then the first of `examples` (a 3.1 list or an OpenAPI map of `{value}`), `default`, `const`, `enum[0]`. */
export function documentedExample(schema: SchemaObject): JsonValue | undefined {
  if (schema.example !== undefined) return schema.example as JsonValue
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as JsonValue
  if (isObject(schema.examples)) {
    const first = Object.values(schema.examples)[0]
    if (isObject(first) && first.value !== undefined) return first.value as JsonValue
  }
  if (schema.default !== undefined) return schema.default as JsonValue
  if (schema.const !== undefined) return schema.const as JsonValue
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return (schema.enum.find((item) => item !== null) ?? schema.enum[0]) as JsonValue
  return undefined
}

function schemaType(schema: SchemaObject): string {
  const type = schema.type
  if (Array.isArray(type)) return (type.find((t) => t !== 'null') ?? 'null') as string
  if (typeof type === 'string') return type
  if (isObject(schema.properties) || schema.additionalProperties !== undefined || Array.isArray(schema.required)) return 'object'
  if (schema.items !== undefined || schema.prefixItems !== undefined) return 'array'
  if (typeof schema.minimum === 'number' || typeof schema.maximum === 'number') return 'number'
  return 'string'
}

function mergeAll(schema: SchemaObject, options: ExampleOptions, depth: number, seen: ReadonlySet<string>): JsonValue | undefined {
  let merged: JsonValue | undefined
  const { allOf, ...rest } = schema
  for (const part of [...(allOf as unknown[]), ...(Object.keys(rest).length > 0 ? [rest] : [])]) {
    const value = buildExample(part, options, depth + 1, seen)
    if (value === undefined) continue
    merged =
      isObject(merged) && isObject(value)
        ? { ...(merged as Record<string, JsonValue>), ...(value as Record<string, JsonValue>) }
        : (merged ?? value)
  }
  return merged
}

function numberExample(schema: SchemaObject, integer: boolean): number {
  const exclusiveMin = schema.exclusiveMinimum === true ? schema.minimum : schema.exclusiveMinimum
  const exclusiveMax = schema.exclusiveMaximum === true ? schema.maximum : schema.exclusiveMaximum
  const step = integer ? 1 : 0.5
  let low = -Infinity
  let high = Infinity
  if (typeof schema.minimum === 'number') low = schema.minimum
  if (typeof exclusiveMin === 'number') low = Math.max(low, exclusiveMin + step)
  if (typeof schema.maximum === 'number') high = schema.maximum
  if (typeof exclusiveMax === 'number') high = Math.min(high, exclusiveMax - step)
  let value = integer ? 1 : 1.5
  if (value < low) value = low
  if (value > high) value = high
  if (integer) value = Math.ceil(value) <= high ? Math.ceil(value) : Math.floor(value)
  const multipleOf = schema.multipleOf
  if (typeof multipleOf === 'number' && multipleOf > 0) {
    const candidate = Math.ceil(value / multipleOf) * multipleOf
    value = candidate <= high ? candidate : Math.floor(value / multipleOf) * multipleOf
    value = Number(value.toFixed(10))
  }
  return value
}

function stringExample(schema: SchemaObject): string {
  const format = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined
  let value = format ?? 'example'
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity
  if (!format && typeof schema.pattern === 'string') value = patternExample(schema.pattern) ?? value
  if (value.length < min) value = value + 'x'.repeat(min - value.length)
  if (value.length > max) value = value.slice(0, Math.max(max, 0))
  return value
}

/** A few patterns seen in the wild answered by hand, then `example` when it fits, else a string built from the pattern. */
function patternExample(pattern: string): string | undefined {
  const known: [RegExp, string][] = [
    [/^\^?\[a-z\]\+\$?$/, 'example'],
    [/^\^?\[A-Z\]\+\$?$/, 'EXAMPLE'],
    [/^\^?\\d\+\$?$|^\^?\[0-9\]\+\$?$/, '123'],
    [/^\^?\[a-z0-9-\]\+\$?$|^\^?\[a-z0-9\]\+\(\?:-\[a-z0-9\]\+\)\*\$?$/, 'example-1'],
  ]
  for (const [shape, example] of known) if (shape.test(pattern)) return example
  try {
    if (new RegExp(pattern, 'u').test('example')) return 'example'
  } catch {
    return undefined
  }
  return patternString(pattern)
}

function arrayExample(schema: SchemaObject, options: ExampleOptions, depth: number, seen: ReadonlySet<string>): JsonValue[] {
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0
  if (maxItems === 0) return []
  const tuple = Array.isArray(schema.prefixItems) ? schema.prefixItems : []
  const items: JsonValue[] = tuple.map((item) => buildExample(item, options, depth + 1, seen) ?? null)
  const count = Math.min(Math.max(minItems, 1, items.length), maxItems)
  const itemSchema = Array.isArray(schema.items) ? schema.items[0] : schema.items
  const item = itemSchema === undefined && tuple.length > 0 ? undefined : buildExample(itemSchema ?? true, options, depth + 1, seen)
  if (item === undefined) return items.slice(0, count)
  while (items.length < count)
    items.push(schema.uniqueItems === true && typeof item !== 'object' ? uniqueVariant(item, items.length) : item)
  return items
}

function uniqueVariant(item: JsonValue, index: number): JsonValue {
  if (index === 0) return item
  if (typeof item === 'number') return item + index
  if (typeof item === 'string') return `${item}-${index + 1}`
  return item
}

function objectExample(schema: SchemaObject, options: ExampleOptions, depth: number, seen: ReadonlySet<string>): Record<string, JsonValue> {
  const properties = isObject(schema.properties) ? schema.properties : {}
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
  const full = depth < (options.fullDepth ?? 4)
  const out: Record<string, JsonValue> = {}
  for (const [name, property] of Object.entries(properties)) {
    if (!full && !required.has(name)) continue
    if (isObject(property) && options.direction === 'request' && property.readOnly === true) continue
    if (isObject(property) && options.direction === 'response' && property.writeOnly === true) continue
    const value = buildExample(property, options, depth + 1, seen)
    if (value !== undefined) out[name] = value
    else if (required.has(name)) out[name] = null
  }
  for (const name of required) if (!(name in out) && !(name in properties)) out[name] = 'example'
  return out
}
