import type { HttpMethod, JsonValue } from './api-spec.js'
import { buildExample, documentedExample, type SchemaObject } from './example-builder.js'
import type { OperationModel, ParameterModel, SecurityModel } from './openapi-operations.js'
import { schemaProperties, singularize } from './openapi-path-keys.js'
import type { DocumentPlan, Provider } from './openapi-plan.js'
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
  /** The document's plan: chains across groups and which operations are opt-in. */
  plan: DocumentPlan
}

interface Context {
  input: GroupInput
  used: Set<string>
  warnings: string[]
  authHeader?: string
  /** Creates whose saved ids this spec's tests can use (its own and its setup tests). */
  available: Set<Provider>
}

const RANK: Record<HttpMethod, number> = { GET: 0, HEAD: 0, OPTIONS: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 9 }
const depth = (op: OperationModel) => op.path.split('/').length
const byPath = (a: OperationModel, b: OperationModel) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

/**
 * Reads first (what needs no created data), then creates, then what addresses created data (shallow paths
 * first; reads, then updates), deletes last (deepest first).
 */
export function orderOperations(operations: readonly OperationModel[], plans?: DocumentPlan): OperationModel[] {
  const chained = (op: OperationModel) => (plans?.plans.get(op)?.needs.length ?? (op.path.includes('{') ? 1 : 0)) > 0
  const phase = (op: OperationModel) => (op.method === 'DELETE' ? 3 : !chained(op) ? (RANK[op.method] === 0 ? 0 : 1) : 2)
  return [...operations].sort((a, b) => {
    if (phase(a) !== phase(b)) return phase(a) - phase(b)
    if (phase(a) === 3) return depth(b) - depth(a) || byPath(a, b)
    if (phase(a) === 2 && depth(a) !== depth(b)) return depth(a) - depth(b)
    return RANK[a.method] - RANK[b.method] || depth(a) - depth(b) || byPath(a, b)
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
  const testable = input.operations.filter((op) => {
    if (!op.unsupportedBody) return true
    warnings.push(`${op.method} ${op.path}: request body ${op.unsupportedBody} is not supported (JSON only); operation skipped`)
    return false
  })
  if (testable.length === 0) return { markdown: null, warnings }
  const { plan } = input
  const planOf = (op: OperationModel) => plan.plans.get(op)!
  const ctx: Context = { input, used: new Set(), warnings, available: new Set() }
  const secured = testable.find((op) => op.security && op.security.kind !== 'unsupported')?.security
  for (const op of testable) {
    if (op.security?.kind === 'unsupported')
      ctx.warnings.push(`${op.method} ${op.path}: ${op.security.reason}; its tests send no credentials`)
  }
  if (secured?.kind === 'header') ctx.authHeader = secured.name.toLowerCase()
  const ordered = orderOperations(
    testable.filter((op) => !planOf(op).optIn),
    plan,
  )
  const optIn = orderOperations(
    testable.filter((op) => planOf(op).optIn),
    plan,
  )
  // Resources of other groups this group's tests address: created first, deleted last.
  const setup: Provider[] = []
  for (const op of ordered) {
    for (const need of planOf(op).needs) if (need.op.group !== input.group && !setup.includes(need)) setup.push(need)
  }
  for (const provider of [...setup, ...plan.providers.filter((p) => p.op.group === input.group && usable(ctx, p))])
    ctx.available.add(provider)
  const setupTests = setup.map((provider) => positiveTest(ctx, provider.op, `setup: create a ${resourceName(provider)} for these tests`))
  const teardownTests = [...setup]
    .reverse()
    .filter((provider) => provider.remove)
    .map((provider) => positiveTest(ctx, provider.remove!, `teardown: delete the ${resourceName(provider)}`))
  const positives = ordered.filter((op) => op.method !== 'DELETE').map((op) => positiveTest(ctx, op))
  const negatives = [
    ...ordered.flatMap((op) => negativeTests(ctx, op, 'run', ['missing', 'auth'])),
    ...optIn.flatMap((op) => negativeTests(ctx, op, 'literal', ['auth'])),
  ]
  const deletes = ordered.filter((op) => op.method === 'DELETE').flatMap((op) => [positiveTest(ctx, op), ...goneAfterDelete(ctx, op)])
  const lines = [`# API Test: ${input.name}`, '', '## Description', '', input.origin, '']
  if (input.baseUrl) lines.push('## Base URL', '', input.baseUrl, '')
  lines.push('## Authentication', '', authLine(secured) ?? 'None', '', '## Tests', '')
  for (const [heading, ...steps] of [...setupTests, ...positives, ...negatives, ...deletes, ...teardownTests])
    lines.push(heading!, '', ...steps, '')
  if (optIn.length > 0) {
    lines.push(
      '## Opt-in Tests',
      '',
      'These operations are not run by default. Each says why; move a test under "## Tests" (and set any',
      '`{{variable}}` it names) to run it.',
      '',
    )
    for (const op of optIn) {
      const [heading, ...steps] = positiveTest(ctx, op)
      lines.push(heading!, '', `Opt-in: ${planOf(op).optIn}.`, '', ...steps, '')
      for (const [negative, ...negativeSteps] of negativeTests(ctx, op, 'run', ['missing'])) lines.push(negative!, '', ...negativeSteps, '')
    }
  }
  const schemas = namedSchemaEntries(input.naming, ctx.used)
  if (schemas.length > 0) {
    lines.push('## Schemas', '')
    for (const [name, schema] of schemas) lines.push(`### ${name}`, '', '```json', JSON.stringify(schema, null, 2), '```', '')
  }
  return { markdown: `${lines.join('\n').trimEnd()}\n`, warnings: [...new Set(ctx.warnings)] }
}

function resourceName(provider: Provider): string {
  return singularize(provider.collection.split('/').at(-1) ?? 'record')
}

/** True when the provider's create runs by default, so its saved id can be used. */
function usable(ctx: Context, provider: Provider): boolean {
  return ctx.input.plan.plans.get(provider.op)?.optIn === undefined
}

/**
 * The path with parameters filled: `{{projectId}}` from a create that runs, a key literal, else the documented
 * or built example (opt-in tests name an unknown parameter as `{{param}}` for the person to set).
 */
function concretePath(ctx: Context, op: OperationModel, mode: 'run' | 'literal' = 'run'): { path: string; chain?: Provider } {
  const plan = ctx.input.plan.plans.get(op)
  const segments = op.path.split('/')
  let chain: Provider | undefined
  const filled = segments.map((segment, i) => {
    const param = /^\{(.+)\}$/.exec(segment)?.[1]
    if (!param) return segment
    const source = plan?.params.get(param)
    if (source?.kind === 'chain' && (mode === 'run' || ctx.available.has(source.provider))) {
      if (i === segments.length - 1) chain = source.provider
      return `{{${source.provider.variable}}}`
    }
    if (source?.kind === 'literal') return encodeURIComponent(String(source.value))
    if (plan?.optIn && mode === 'run' && param !== '*') return `{{${param}}}`
    const model = op.parameters.find((p) => p.in === 'path' && p.name === param)
    return encodeURIComponent(String(parameterValue(ctx, op, model, param, mode === 'run')))
  })
  return { path: `${ctx.input.pathPrefix}${filled.join('/')}`, ...(chain ? { chain } : {}) }
}

function parameterValue(ctx: Context, op: OperationModel, model: ParameterModel | undefined, name: string, warn = true): JsonValue {
  const documented = model?.example ?? (model?.schema ? documentedExample(model.schema) : undefined)
  if (documented !== undefined) return documented as JsonValue
  const built = model?.schema ? buildExample(model.schema, { direction: 'request' }) : undefined
  const value = built === undefined || typeof built === 'object' ? 1 : built
  if (warn && !ctx.input.plan.plans.get(op)?.optIn)
    ctx.warnings.push(`${op.method} ${op.path}: no example for ${model?.in ?? 'path'} parameter "${name}"; used ${JSON.stringify(value)}`)
  return value
}

function bodyExample(ctx: Context, op: OperationModel): JsonValue | undefined {
  if (!op.body) return undefined
  const value =
    op.body.example !== undefined
      ? (op.body.example as JsonValue)
      : buildExample(op.body.schema ?? {}, { direction: 'request', resolveRef: ctx.input.naming.resolve })
  const plan = ctx.input.plan.plans.get(op)
  if (!plan || value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const out: Record<string, JsonValue> = {}
  for (const [key, item] of Object.entries(value)) {
    if (plan.dropFields.includes(key)) continue
    const source = plan.params.get(key)
    out[key] = source?.kind === 'literal' ? source.value : item
  }
  return out
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

/** The documented success case with its conformance checks: status, content type, response schema. */
function positiveTest(ctx: Context, op: OperationModel, title?: string): string[] {
  const { path, chain } = concretePath(ctx, op)
  const lines = [heading(op, path, title ?? op.summary ?? op.operationId), ...requestLines(ctx, op, bodyExample(ctx, op))]
  const success = op.success
  if (!success) ctx.warnings.push(`${op.method} ${op.path}: no 2xx response documented; the test expects any 2xx`)
  const created = ctx.input.plan.providers.find((provider) => provider.op === op)
  const accepted = created ? [] : preconditions(op, bodyExample(ctx, op)).map((code) => ({ code, ...op.errors[code] }))
  const statuses = [success?.status ?? '2xx', ...accepted.map((a) => a.code)]
  lines.push(statuses.length > 1 ? `- Verify status is one of ${statuses.join(', ')}` : `- Verify status is ${statuses[0]}`)
  const body = success && success.status !== 204
  const mediaTypes = [
    ...new Set([
      ...(body ? (success.mediaTypes ?? (success.mediaType ? [success.mediaType] : [])) : []),
      ...accepted.flatMap((a) => a.mediaType ?? []),
    ]),
  ]
  if (mediaTypes.length > 0)
    lines.push(`- Verify content type is ${mediaTypes.length > 1 ? `one of ${mediaTypes.join(', ')}` : mediaTypes[0]}`)
  // With several media types (a format parameter) the JSON schema says nothing of a CSV answer: no schema check.
  const jsonOnly = !success?.mediaTypes || success.mediaTypes.every((type) => /^application\/(?:[\w.+-]+\+)?json$/.test(type))
  const schemas = [...(body && jsonOnly && success.schema ? [success.schema] : []), ...accepted.flatMap((a) => a.schema ?? [])]
  const name = schemas.length === 1 ? ctx.input.naming.nameOf(schemas[0]!) : undefined
  if (name) {
    ctx.used.add(name)
    lines.push(`- Verify the response matches schema "${name}"`)
  } else if (schemas.length === 1)
    lines.push('- Verify the response matches the schema:', ...fenced(compactSchema(schemas[0], ctx.input.naming, ctx.used)))
  else if (schemas.length > 1)
    lines.push(
      '- Verify the response matches the schema:',
      ...fenced({ anyOf: schemas.map((schema) => compactSchema(schema, ctx.input.naming, ctx.used, false)) }),
    )
  if (created) lines.push(`- Save $.${created.field} as {{${created.variable}}}`)
  if (op.method === 'GET' && chain && hasRootField(ctx, op, chain.field))
    lines.push(`- Verify $.${chain.field} equals {{${chain.variable}}}`)
  return lines
}

/**
 * Documented 4xx statuses a well-formed request may get because of the server's state rather than the request:
 * 409/412/424 on anything but a create or a delete (a refused delete would leave data behind), and 400 when the request carries no value the test chose (no query
 * parameter, no body or an empty one), so that a 400 can only be about state (an integration not configured).
 * The test accepts them with the body their own documented schema says.
 */
function preconditions(op: OperationModel, body: JsonValue | undefined): string[] {
  if (!op.success || op.success.status === 201 || op.method === 'DELETE') return []
  const emptyBody =
    body === undefined || (body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)
  const chosen = !emptyBody || op.parameters.some((p) => p.in === 'query' && p.required)
  return Object.keys(op.errors).filter((code) => ['409', '412', '424'].includes(code) || (code === '400' && !chosen))
}

function hasRootField(ctx: Context, op: OperationModel, field: string): boolean {
  return field in schemaProperties(ctx.input.naming, op.success?.schema)
}

/** Documented statuses among `wanted`, else all of `wanted`. */
function documented(op: OperationModel, wanted: number[]): string {
  const found = wanted.filter((code) => op.statuses.includes(String(code)))
  return (found.length > 0 ? found : wanted).join(', ')
}

/**
 * Negative cases: a body without a required field -> a documented 4xx (with the operation: in `## Tests` when
 * it runs by default, else under opt-in); no credentials on a secured operation -> 401/403 (for every secured
 * operation: a refused request changes nothing, so it runs by default even for opt-in operations, with
 * example values where the ids would come from an opt-in create).
 */
function negativeTests(ctx: Context, op: OperationModel, mode: 'run' | 'literal', kinds: ('missing' | 'auth')[]): string[][] {
  const tests: string[][] = []
  const body = bodyExample(ctx, op)
  const schema = resolveSchema(ctx.input.naming, op.body?.schema)
  if (kinds.includes('missing') && body && typeof body === 'object' && !Array.isArray(body) && schema && Array.isArray(schema.required)) {
    const properties = schemaProperties(ctx.input.naming, schema)
    const field = (schema.required as string[]).find((name) => name in body && properties[name]?.readOnly !== true)
    if (field) {
      const { [field]: _omitted, ...rest } = body
      const { path } = concretePath(ctx, op)
      const codes = documented(op, [400, 422])
      tests.push([
        heading(op, path, `rejects a body without "${field}"`),
        ...requestLines(ctx, op, rest),
        codes.includes(',') ? `- Verify status is one of ${codes}` : `- Verify status is ${codes}`,
      ])
    }
  }
  if (kinds.includes('auth') && op.security && op.security.kind !== 'unsupported' && !(op.method === 'DELETE' && mode === 'run')) {
    const { path } = concretePath(ctx, op, mode)
    const codes = documented(op, [401, 403])
    tests.push([
      heading(op, path, 'requires authentication'),
      '- Without authentication',
      ...requestLines(ctx, op, body),
      codes.includes(',') ? `- Verify status is one of ${codes}` : `- Verify status is ${codes}`,
    ])
  }
  return tests
}

function resolveSchema(naming: SchemaNaming, schema: SchemaObject | undefined): SchemaObject | undefined {
  return schema && typeof schema.$ref === 'string' ? naming.resolve(schema.$ref) : schema
}

function goneAfterDelete(ctx: Context, op: OperationModel): string[][] {
  const { path, chain } = concretePath(ctx, op)
  const read = ctx.input.operations.find((other) => other.method === 'GET' && other.path === op.path)
  if (!chain || !read?.statuses.includes('404') || ctx.input.plan.plans.get(read)?.optIn) return []
  return [[heading(read, path, 'is gone after delete'), '- Verify status is 404']]
}
