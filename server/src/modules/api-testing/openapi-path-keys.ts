import type { JsonValue } from './api-spec.js'
import { buildExample, documentedExample, type SchemaObject } from './example-builder.js'
import type { OperationModel } from './openapi-operations.js'
import type { SchemaNaming } from './openapi-schemas.js'

/**
 * Names and keys the import planner reads from paths and schemas: path segments and parameters, singular
 * resource names, the properties of a body, and the literal a client-chosen key gets.
 */

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

export function singularize(word: string): string {
  if (/ies$/i.test(word)) return word.replace(/ies$/i, 'y')
  if (/(?:ss|x|ch|sh)es$/i.test(word)) return word.replace(/es$/i, '')
  if (/[^s]s$/i.test(word)) return word.slice(0, -1)
  return word
}

export function camel(word: string): string {
  const parts = word.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return (
    parts
      .map((part, i) => (i === 0 ? part.charAt(0).toLowerCase() + part.slice(1) : part.charAt(0).toUpperCase() + part.slice(1)))
      .join('') || 'item'
  )
}

function resolve(naming: SchemaNaming, schema: SchemaObject | undefined): SchemaObject | undefined {
  return schema && typeof schema.$ref === 'string' ? naming.resolve(schema.$ref) : schema
}

/** Top-level properties of an object schema, through `$ref` and `allOf`. */
export function schemaProperties(naming: SchemaNaming, schema: SchemaObject | undefined, depth = 0): Record<string, SchemaObject> {
  const resolved = resolve(naming, schema)
  if (!resolved || depth > 8) return {}
  const own = isObject(resolved.properties) ? (resolved.properties as Record<string, SchemaObject>) : {}
  const parts = Array.isArray(resolved.allOf) ? (resolved.allOf as SchemaObject[]) : []
  return Object.assign({}, ...parts.map((part) => schemaProperties(naming, part, depth + 1)), own)
}

export function requiredOf(naming: SchemaNaming, schema: SchemaObject | undefined): string[] {
  const resolved = resolve(naming, schema)
  return resolved && Array.isArray(resolved.required) ? (resolved.required as string[]) : []
}

/** `/projects/{project_id}/members` -> `['projects', '{project_id}', 'members']`. */
export function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

export function paramName(segment: string): string | undefined {
  return /^\{(.+)\}$/.exec(segment)?.[1]
}

/** A parameter that names a record (`id`, `user_id`, `projectId`, a wildcard) rather than a key the client picks. */
export function idLike(name: string): boolean {
  return name === '*' || /(?:^|_)id$|Id$|^uuid$/i.test(name)
}

/**
 * A key the client picks: the same literal in every operation of the path. Either a `POST` to the parent path
 * whose body names the key (`POST /lock {"run_id"}` then `DELETE /lock/{run_id}`), or a non-id parameter of a
 * path the document both `PUT`s and `DELETE`s (`PUT /variables/{name}`).
 */
export function keyLiteral(
  op: OperationModel,
  name: string,
  prefix: string,
  operations: OperationModel[],
  naming: SchemaNaming,
): JsonValue | undefined {
  const post = operations.find((other) => other.method === 'POST' && other.path === prefix && other.body)
  const property = post ? schemaProperties(naming, post.body?.schema)[name] : undefined
  if (post && property && property.format !== 'uuid') {
    const example = isObject(post.body?.example) ? post.body.example[name] : undefined
    return (example as JsonValue | undefined) ?? buildExample(property, { direction: 'request', resolveRef: naming.resolve }) ?? name
  }
  if (idLike(name)) return undefined
  const template = op.path
  const puts = operations.some((other) => other.method === 'PUT' && other.path === template)
  const deletes = operations.some((other) => other.method === 'DELETE' && other.path === template)
  if (!puts || !deletes) return undefined
  const model = op.parameters.find((p) => p.in === 'path' && p.name === name)
  const documented = model?.example ?? (model?.schema ? documentedExample(model.schema) : undefined)
  if (documented !== undefined && typeof documented !== 'object') return documented as JsonValue
  return keyFor(name, model?.schema)
}

/** A distinctive key (so a test never overwrites data it did not create) that satisfies the parameter's pattern. */
function keyFor(name: string, schema: SchemaObject | undefined): JsonValue {
  const base = name.replace(/\W+/g, '_')
  const candidates = [`apitest_${base}`, `apitest-${base}`, 'apitest', `${base}1`]
  const pattern = typeof schema?.pattern === 'string' ? safeRegExp(schema.pattern) : undefined
  const fits = candidates.find((value) => !pattern || pattern.test(value))
  return fits ?? buildExample(schema ?? {}, { direction: 'request' }) ?? candidates[0]!
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u')
  } catch {
    return undefined
  }
}
