import type { JsonValue } from './api-spec.js'
import type { SchemaObject } from './example-builder.js'

/**
 * Named schemas of a dereferenced OpenAPI document. Dereferencing keeps object identity (a `$ref` to
 * `Product` becomes the very object at `components.schemas.Product`), so a schema can be written back compactly
 * as `{"$ref": "#/components/schemas/Product"}` plus one `### Product` entry under `## Schemas`. Circular
 * references are left as `$ref`s by the dereferencer and resolve by name the same way.
 */
export interface SchemaNaming {
  /** The component name of a schema object, when it is one. */
  nameOf(schema: object): string | undefined
  /** Resolves a `$ref` (`#/components/schemas/Node`) to its component. */
  resolve(ref: string): SchemaObject | undefined
  /** The component schema by name. */
  get(name: string): SchemaObject | undefined
  /** `#/components/schemas/` (3.x) or `#/definitions/` (2.0). */
  refPrefix: string
}

/** Keywords that validate; everything else (descriptions, examples, xml, x-*) is left out of written specs. */
const VALIDATION_KEYS = new Set([
  'type',
  'properties',
  'required',
  'items',
  'prefixItems',
  'additionalProperties',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'nullable',
  'x-nullable',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  '$ref',
  'readOnly',
  'writeOnly',
])
const SCHEMA_VALUED = new Set(['items', 'additionalProperties', 'not'])
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems'])

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Builds the naming for a dereferenced document (`components.schemas` in 3.x, `definitions` in 2.0). */
export function schemaNaming(doc: Record<string, unknown>): SchemaNaming {
  const swagger2 = doc.swagger === '2.0'
  const components = swagger2 ? doc.definitions : isObject(doc.components) ? doc.components.schemas : undefined
  const byName = new Map<string, SchemaObject>()
  const byObject = new Map<object, string>()
  if (isObject(components)) {
    for (const [name, schema] of Object.entries(components)) {
      if (!isObject(schema)) continue
      byName.set(name, schema)
      if (!byObject.has(schema)) byObject.set(schema, name)
    }
  }
  return {
    nameOf: (schema) => {
      const ref = (schema as { $ref?: unknown }).$ref
      if (typeof ref === 'string' && Object.keys(schema).length === 1 && byName.has(refName(ref))) return refName(ref)
      return byObject.get(schema)
    },
    resolve: (ref) => byName.get(refName(ref)),
    get: (name) => byName.get(name),
    refPrefix: swagger2 ? '#/definitions/' : '#/components/schemas/',
  }
}

/** The last segment of a `$ref`, JSON-pointer unescaped. */
export function refName(ref: string): string {
  return ref
    .slice(ref.lastIndexOf('/') + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~')
}

/**
 * Writes a schema for a spec: validation keywords only, named sub-schemas as `$ref`s. Names it refers to are
 * added to `used`, in order of first use.
 */
export function compactSchema(schema: unknown, naming: SchemaNaming, used: Set<string>, isRoot = true): JsonValue {
  if (Array.isArray(schema)) return schema.map((item) => compactSchema(item, naming, used, false))
  if (!isObject(schema)) return schema as JsonValue
  if (!isRoot) {
    const name = naming.nameOf(schema)
    if (name) {
      used.add(name)
      return { $ref: `${naming.refPrefix}${name}` }
    }
  }
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref)
    if (naming.get(name)) used.add(name)
    return { $ref: schema.$ref }
  }
  const out: Record<string, JsonValue> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (!VALIDATION_KEYS.has(key)) continue
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, prop]) => [name, compactSchema(prop, naming, used, false)]))
    } else if (SCHEMA_VALUED.has(key) && isObject(value)) out[key] = compactSchema(value, naming, used, false)
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((item) => compactSchema(item, naming, used, false))
    else out[key] = value as JsonValue
  }
  return out
}

/** The `## Schemas` entries for `used` and every schema they refer to, in order of first use. */
export function namedSchemaEntries(naming: SchemaNaming, used: Set<string>): [string, JsonValue][] {
  const entries: [string, JsonValue][] = []
  const done = new Set<string>()
  for (let pending = [...used]; pending.length > 0; pending = [...used].filter((name) => !done.has(name))) {
    for (const name of pending) {
      done.add(name)
      const schema = naming.get(name)
      if (schema) entries.push([name, compactSchema(schema, naming, used, true)])
    }
  }
  return entries
}
