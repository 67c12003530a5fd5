import type { HttpMethod, JsonValue } from './api-spec.js'
import { buildExample, documentedExample, type SchemaObject } from './example-builder.js'
import type { OperationModel, ParameterModel, SecurityModel } from './openapi-operations.js'
import { compactSchema, namedSchemaEntries, type SchemaNaming } from './openapi-schemas.js'

/**
 * Writes one API spec (markdown) for a group of operations: the documented success case of each, chained
 * through saved ids where a POST creates what later paths address, then the negative cases the document allows
 * (a body without a required field -> 4xx; no credentials on a secured operation -> 401/403) and deletes last.
 */

export interface GroupInput {
  /** H1 name of the spec. */
  name: string
  /** First line of the description (where the tests came from). */
  origin: string
  group: string
  operations: OperationModel[]
  baseUrl: string | null
  /** Prepended to every path when the document's server URL is relative. */
  pathPrefix: string
  naming: SchemaNaming
}

interface Chain {
  variable: string
  field: string
}

interface Context {
  input: GroupInput
  chains: Map<string, Chain>
  used: Set<string>
  warnings: string[]
  authHeader?: string
}

const RANK: Record<HttpMethod, number> = { POST: 0, GET: 1, PUT: 2, PATCH: 3, HEAD: 4, OPTIONS: 5, DELETE: 9 }
const ID_FIELDS = ['id', 'uuid', '_id', 'key']

/** Operations in an order that lets earlier tests create what later ones read, and deletes run last. */
export function orderOperations(operations: readonly OperationModel[]): OperationModel[] {
  const depth = (op: OperationModel) => op.path.split('/').length
  return [...operations].sort((a, b) => {
    if (RANK[a.method] !== RANK[b.method]) return RANK[a.method] - RANK[b.method]
    const byDepth = a.method === 'DELETE' ? depth(b) - depth(a) : depth(a) - depth(b)
    return byDepth !== 0 ? byDepth : a.path < b.path ? -1 : a.path > b.path ? 1 : 0
  })
}

/** The environment variable a credential is read from: `X-API-Key` -> `X_API_KEY`. */
export function envName(text: string): string {
  return (
    text
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'API_KEY'
  )
}

/** The `## Authentication` line for a security scheme. */
export function authLine(security: SecurityModel | undefined): string | undefined {
  switch (security?.kind) {
    case 'bearer':
      return 'Bearer {{API_TOKEN}}'
    case 'basic':
      return 'Basic {{API_USERNAME}}:{{API_PASSWORD}}'
    case 'header':
      return `Header ${security.name}: {{${envName(security.name)}}}`
    case 'query':
      return `Query ${security.name}={{${envName(security.name)}}}`
    default:
      return undefined
  }
}

/** Writes the spec markdown for one group (null when none of its operations can be tested); warnings name the operation. */
export function writeGroupSpec(input: GroupInput): { markdown: string | null; warnings: string[] } {
  const warnings: string[] = []
  const ordered = orderOperations(input.operations).filter((op) => {
    if (!op.unsupportedBody) return true
    warnings.push(`${op.method} ${op.path}: request body ${op.unsupportedBody} is not supported (JSON only); operation skipped`)
    return false
  })
  if (ordered.length === 0) return { markdown: null, warnings }
  const ctx: Context = { input, chains: findChains(ordered, input.naming), used: new Set(), warnings }
  const secured = ordered.find((op) => op.security && op.security.kind !== 'unsupported')?.security
  for (const op of ordered) {
    if (op.security?.kind === 'unsupported')
      ctx.warnings.push(`${op.method} ${op.path}: ${op.security.reason}; its tests send no credentials`)
  }
  if (secured?.kind === 'header') ctx.authHeader = secured.name.toLowerCase()
  const positives = ordered.filter((op) => op.method !== 'DELETE').map((op) => positiveTest(ctx, op))
  const negatives = ordered.flatMap((op) => negativeTests(ctx, op))
  const deletes = ordered.filter((op) => op.method === 'DELETE').flatMap((op) => [positiveTest(ctx, op), ...goneAfterDelete(ctx, op)])
  const lines = [`# API Test: ${input.name}`, '', '## Description', '', input.origin, '']
  if (input.baseUrl) lines.push('## Base URL', '', input.baseUrl, '')
  lines.push('## Authentication', '', authLine(secured) ?? 'None', '', '## Tests', '')
  for (const [heading, ...steps] of [...positives, ...negatives, ...deletes]) lines.push(heading!, '', ...steps, '')
  const schemas = namedSchemaEntries(input.naming, ctx.used)
  if (schemas.length > 0) {
    lines.push('## Schemas', '')
    for (const [name, schema] of schemas) lines.push(`### ${name}`, '', '```json', JSON.stringify(schema, null, 2), '```', '')
  }
  return { markdown: `${lines.join('\n').trimEnd()}\n`, warnings: [...new Set(ctx.warnings)] }
}

function resolveSchema(naming: SchemaNaming, schema: SchemaObject | undefined): SchemaObject | undefined {
  return schema && typeof schema.$ref === 'string' ? naming.resolve(schema.$ref) : schema
}

/** Top-level property names of an object schema, through `$ref` and `allOf`. */
function propertyNames(naming: SchemaNaming, schema: SchemaObject | undefined, depth = 0): string[] {
  const resolved = resolveSchema(naming, schema)
  if (!resolved || depth > 8) return []
  const own = resolved.properties && typeof resolved.properties === 'object' ? Object.keys(resolved.properties) : []
  const parts = Array.isArray(resolved.allOf)
    ? (resolved.allOf as SchemaObject[]).flatMap((part) => propertyNames(naming, part, depth + 1))
    : []
  return [...new Set([...own, ...parts])]
}

/** POSTs to a collection whose response carries an id: later paths under that collection use the saved id. */
function findChains(operations: OperationModel[], naming: SchemaNaming): Map<string, Chain> {
  const chains = new Map<string, Chain>()
  const variables = new Set<string>()
  for (const op of operations) {
    const last = op.path.split('/').at(-1) ?? ''
    if (op.method !== 'POST' || last === '' || last.startsWith('{') || chains.has(op.path)) continue
    if (!operations.some((other) => other.path.startsWith(`${op.path}/{`))) continue
    const properties = propertyNames(naming, op.success?.schema)
    const exampleKeys = op.success?.example && typeof op.success.example === 'object' ? Object.keys(op.success.example) : []
    const singular = singularize(last)
    const candidates = [...ID_FIELDS.slice(0, 1), `${camel(singular)}Id`, `${singular}_id`, ...ID_FIELDS.slice(1)]
    const field = candidates.find((name) => properties.includes(name) || exampleKeys.includes(name))
    if (!field) continue
    let variable = `${camel(singular)}Id`
    for (let n = 2; variables.has(variable); n++) variable = `${camel(singular)}Id${n}`
    variables.add(variable)
    chains.set(op.path, { variable, field })
  }
  return chains
}

function singularize(word: string): string {
  if (/ies$/i.test(word)) return word.replace(/ies$/i, 'y')
  if (/(?:ss|x|ch|sh)es$/i.test(word)) return word.replace(/es$/i, '')
  if (/[^s]s$/i.test(word)) return word.slice(0, -1)
  return word
}

function camel(word: string): string {
  const parts = word.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return (
    parts
      .map((part, i) => (i === 0 ? part.charAt(0).toLowerCase() + part.slice(1) : part.charAt(0).toUpperCase() + part.slice(1)))
      .join('') || 'item'
  )
}

/** The path with parameters filled: `{{productId}}` when chained, else the documented or built example. */
function concretePath(ctx: Context, op: OperationModel): { path: string; chain?: Chain } {
  const segments = op.path.split('/')
  let chain: Chain | undefined
  const filled = segments.map((segment, i) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1]
    if (!param) return segment
    const collection = segments.slice(0, i).join('/')
    const link = ctx.chains.get(collection)
    if (link && !segments.slice(0, i).some((s) => s.startsWith('{'))) {
      if (i === segments.length - 1) chain = link
      return `{{${link.variable}}}`
    }
    const model = op.parameters.find((p) => p.in === 'path' && p.name === param)
    return encodeURIComponent(String(parameterValue(ctx, op, model, param)))
  })
  return { path: `${ctx.input.pathPrefix}${filled.join('/')}`, ...(chain ? { chain } : {}) }
}

function parameterValue(ctx: Context, op: OperationModel, model: ParameterModel | undefined, name: string): JsonValue {
  const documented = model?.example ?? (model?.schema ? documentedExample(model.schema) : undefined)
  if (documented !== undefined) return documented as JsonValue
  const built = model?.schema ? buildExample(model.schema, { direction: 'request' }) : undefined
  const value = built === undefined || typeof built === 'object' ? 1 : built
  ctx.warnings.push(`${op.method} ${op.path}: no example for ${model?.in ?? 'path'} parameter "${name}"; used ${JSON.stringify(value)}`)
  return value
}

function bodyExample(ctx: Context, op: OperationModel): JsonValue | undefined {
  if (!op.body) return undefined
  if (op.body.example !== undefined) return op.body.example as JsonValue
  return buildExample(op.body.schema ?? {}, { direction: 'request', resolveRef: ctx.input.naming.resolve })
}

function heading(op: OperationModel, path: string, title: string | undefined): string {
  const clean = title
    ?.replace(/\s+/g, ' ')
    .replace(/^#+\s*/, '')
    .trim()
  return `### ${op.method} ${path}${clean ? ` — ${clean}` : ''}`
}

function requestLines(ctx: Context, op: OperationModel, body: JsonValue | undefined): string[] {
  const lines: string[] = []
  for (const param of op.parameters) {
    if (!param.required) continue
    if (param.in === 'query') {
      const value = String(parameterValue(ctx, op, param, param.name))
      lines.push(/[&,=]/.test(value) ? `- Query parameter ${param.name} is ${value}` : `- Query ${param.name}=${value}`)
    } else if (param.in === 'header') {
      const lower = param.name.toLowerCase()
      if (lower === ctx.authHeader || lower === 'authorization' || lower === 'content-type' || lower === 'accept') continue
      lines.push(`- Header ${param.name}: ${String(parameterValue(ctx, op, param, param.name))}`)
    } else if (param.in === 'cookie') {
      ctx.warnings.push(`${op.method} ${op.path}: cookie parameter "${param.name}" is not sent`)
    }
  }
  if (body !== undefined) lines.push('- Send the request with body:', ...fenced(body))
  return lines
}

/** A JSON block under the bullet above it (blank line first, as Biome writes markdown). */
function fenced(value: JsonValue): string[] {
  return [
    '',
    '  ```json',
    ...JSON.stringify(value, null, 2)
      .split('\n')
      .map((line) => `  ${line}`),
    '  ```',
  ]
}

function positiveTest(ctx: Context, op: OperationModel): string[] {
  const { path, chain } = concretePath(ctx, op)
  const lines = [heading(op, path, op.summary ?? op.operationId), ...requestLines(ctx, op, bodyExample(ctx, op))]
  const success = op.success
  if (!success) ctx.warnings.push(`${op.method} ${op.path}: no 2xx response documented; the test expects any 2xx`)
  lines.push(`- Verify status is ${success?.status ?? '2xx'}`)
  if (success?.mediaType && success.status !== 204) lines.push(`- Verify content type is ${success.mediaType}`)
  if (success?.schema && success.status !== 204) {
    const name = ctx.input.naming.nameOf(success.schema)
    if (name) {
      ctx.used.add(name)
      lines.push(`- Verify the response matches schema "${name}"`)
    } else lines.push('- Verify the response matches the schema:', ...fenced(compactSchema(success.schema, ctx.input.naming, ctx.used)))
  }
  const created = ctx.chains.get(op.path)
  if (op.method === 'POST' && created) lines.push(`- Save $.${created.field} as {{${created.variable}}}`)
  if (op.method === 'GET' && chain && hasRootField(ctx, op, chain.field))
    lines.push(`- Verify $.${chain.field} equals {{${chain.variable}}}`)
  return lines
}

function hasRootField(ctx: Context, op: OperationModel, field: string): boolean {
  return propertyNames(ctx.input.naming, op.success?.schema).includes(field)
}

function negativeTests(ctx: Context, op: OperationModel): string[][] {
  if (op.method === 'DELETE') return []
  const tests: string[][] = []
  const body = bodyExample(ctx, op)
  const schema = resolveSchema(ctx.input.naming, op.body?.schema)
  if (body && typeof body === 'object' && !Array.isArray(body) && schema && Array.isArray(schema.required)) {
    const properties = (schema.properties ?? {}) as Record<string, SchemaObject>
    const field = (schema.required as string[]).find((name) => name in body && properties[name]?.readOnly !== true)
    if (field) {
      const { [field]: _omitted, ...rest } = body
      const { path } = concretePath(ctx, op)
      tests.push([heading(op, path, `rejects a body without "${field}"`), ...requestLines(ctx, op, rest), '- Verify status is 4xx'])
    }
  }
  if (op.security && op.security.kind !== 'unsupported') {
    const { path } = concretePath(ctx, op)
    tests.push([
      heading(op, path, 'requires authentication'),
      '- Without authentication',
      ...requestLines(ctx, op, body),
      '- Verify status is one of 401, 403',
    ])
  }
  return tests
}

function goneAfterDelete(ctx: Context, op: OperationModel): string[][] {
  const { path, chain } = concretePath(ctx, op)
  const read = ctx.input.operations.find((other) => other.method === 'GET' && other.path === op.path)
  if (!chain || !read?.statuses.includes('404')) return []
  return [[heading(read, path, 'is gone after delete'), '- Verify status is 404']]
}
