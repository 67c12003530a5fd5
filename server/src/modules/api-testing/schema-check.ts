import type { JsonSchema } from './api-spec.js'

/**
 * The response-schema validator of generated tests (they may depend on nothing but @playwright/test). It is kept
 * here as source text, the single definition: the runtime module the test files import (runtime-module.ts) holds
 * it, and {@link createSchemaChecker} evaluates the same text for in-process use and unit tests.
 *
 * Supported: type (incl. type lists and `integer`), nullable / x-nullable, enum, const, properties, required
 * (writeOnly properties are not required in responses), additionalProperties, items / prefixItems, min/max
 * items, length, properties, minimum / maximum / exclusive bounds (3.0 booleans and 3.1 numbers), multipleOf,
 * pattern, the common formats (date-time, date, email, uuid, uri, ipv4), allOf / anyOf / oneOf / not, and
 * `$ref`s resolved by their last segment in the file's `SCHEMAS` (passed to the module) (circular schemas stay circular).
 * `oneOf` is checked as "at least one" so overlapping alternatives in real-world documents do not fail tests.
 */

/** `jsonType(value)`: `null`, `array`, `integer`, `number`, `string`, `boolean` or `object`. */
export const JSON_TYPE_SOURCE = `/** The JSON type of a value; whole numbers are "integer". */
function jsonType(value) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer'
  return typeof value
}`

/** `schemaErrors(schema, value)`: a list of `"$.path: problem"` strings, empty when the value matches. */
export const SCHEMA_CHECK_SOURCE = String.raw`/** Formats checked by schemaErrors; other formats are accepted as they are. */
const SCHEMA_FORMATS = {
  'date-time': /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  email: /^[^\s@]+@[^\s@]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  uri: /^[a-z][a-z0-9+.-]*:\S*$/i,
  ipv4: /^(\d{1,3}\.){3}\d{1,3}$/,
}

function schemaPattern(pattern) {
  try {
    return new RegExp(pattern, 'u')
  } catch {
    try {
      return new RegExp(pattern)
    } catch {
      return /(?:)/
    }
  }
}

/** Problems of a value against a JSON Schema, as "$.path: problem" lines; empty when it matches. */
function schemaErrors(schema, value, path = '$', errors = [], depth = 0) {
  if (schema === false) errors.push(path + ': no value is allowed here')
  if (errors.length >= 20 || depth > 64 || schema === null || typeof schema !== 'object') return errors
  const show = (v) => (v === undefined ? 'nothing' : JSON.stringify(v).slice(0, 60))
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)
  const child = (key) => (typeof key === 'number' ? path + '[' + key + ']' : /^[A-Za-z_]\w*$/.test(key) ? path + '.' + key : path + "['" + key + "']")
  if (typeof schema.$ref === 'string') {
    const target = SCHEMAS[schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1)]
    return target ? schemaErrors(target, value, path, errors, depth + 1) : errors
  }
  if (value === null && (schema.nullable === true || schema['x-nullable'] === true)) return errors
  for (const part of schema.allOf || []) schemaErrors(part, value, path, errors, depth + 1)
  for (const key of ['anyOf', 'oneOf']) {
    const parts = schema[key]
    if (Array.isArray(parts) && !parts.some((part) => schemaErrors(part, value, path, [], depth + 1).length === 0)) {
      errors.push(path + ': matches none of the ' + key + ' alternatives')
    }
  }
  if (schema.not && schemaErrors(schema.not, value, path, [], depth + 1).length === 0) errors.push(path + ': must not match the "not" schema')
  if ('const' in schema && !same(schema.const, value)) errors.push(path + ': expected ' + show(schema.const) + ', got ' + show(value))
  if (Array.isArray(schema.enum) && !schema.enum.some((item) => same(item, value))) {
    errors.push(path + ': expected one of ' + show(schema.enum) + ', got ' + show(value))
  }
  const actual = jsonType(value)
  const types = schema.type === undefined ? [] : [].concat(schema.type)
  if (types.length > 0 && !types.some((type) => type === actual || (type === 'number' && actual === 'integer'))) {
    errors.push(path + ': expected ' + types.join(' or ') + ', got ' + (value === undefined ? 'nothing' : actual))
    return errors
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) errors.push(path + ': shorter than ' + schema.minLength)
    if (schema.maxLength !== undefined && value.length > schema.maxLength) errors.push(path + ': longer than ' + schema.maxLength)
    if (typeof schema.pattern === 'string' && !schemaPattern(schema.pattern).test(value)) errors.push(path + ': does not match ' + schema.pattern)
    const format = SCHEMA_FORMATS[schema.format]
    if (format && !format.test(value)) errors.push(path + ': not a valid ' + schema.format + ': ' + show(value))
  }
  if (typeof value === 'number') {
    const exMin = schema.exclusiveMinimum === true ? schema.minimum : schema.exclusiveMinimum
    const exMax = schema.exclusiveMaximum === true ? schema.maximum : schema.exclusiveMaximum
    if (typeof exMin === 'number' && value <= exMin) errors.push(path + ': must be greater than ' + exMin)
    else if (typeof schema.minimum === 'number' && value < schema.minimum) errors.push(path + ': must be at least ' + schema.minimum)
    if (typeof exMax === 'number' && value >= exMax) errors.push(path + ': must be less than ' + exMax)
    else if (typeof schema.maximum === 'number' && value > schema.maximum) errors.push(path + ': must be at most ' + schema.maximum)
    if (typeof schema.multipleOf === 'number' && Math.abs(value / schema.multipleOf - Math.round(value / schema.multipleOf)) > 1e-9) {
      errors.push(path + ': not a multiple of ' + schema.multipleOf)
    }
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(path + ': fewer than ' + schema.minItems + ' items')
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(path + ': more than ' + schema.maxItems + ' items')
    const tuple = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : []
    value.forEach((item, i) => {
      const itemSchema = i < tuple.length ? tuple[i] : Array.isArray(schema.items) ? undefined : schema.items
      if (itemSchema !== undefined) schemaErrors(itemSchema, item, child(i), errors, depth + 1)
    })
  }
  if (actual === 'object') {
    const properties = schema.properties || {}
    for (const key of schema.required || []) {
      if (!(key in value) && !(properties[key] && properties[key].writeOnly === true)) errors.push(child(key) + ': is required but missing')
    }
    for (const key of Object.keys(value)) {
      if (key in properties) schemaErrors(properties[key], value[key], child(key), errors, depth + 1)
      else if (schema.additionalProperties === false) errors.push(child(key) + ': is not allowed')
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        schemaErrors(schema.additionalProperties, value[key], child(key), errors, depth + 1)
      }
    }
  }
  return errors
}`

/** Checks a value against a JSON Schema and returns the problems; `$ref`s resolve by name in `registry`. */
export type SchemaChecker = (schema: JsonSchema | boolean, value: unknown) => string[]

/**
 * Builds the in-process checker from the exact source that generated tests run.
 *
 * @example createSchemaChecker({})({ type: 'integer' }, 'x') // ['$: expected integer, got string']
 */
export function createSchemaChecker(registry: Record<string, JsonSchema>): SchemaChecker {
  const build = new Function('SCHEMAS', `${JSON_TYPE_SOURCE}\n${SCHEMA_CHECK_SOURCE}\nreturn schemaErrors`) as (
    schemas: Record<string, JsonSchema>,
  ) => (schema: unknown, value: unknown) => string[]
  const check = build(registry)
  return (schema, value) => check(schema, value)
}
