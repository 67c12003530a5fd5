import type { JsonValue } from './api-spec.js'
import { documentedExample } from './example-builder.js'
import type { OperationModel } from './openapi-operations.js'
import { camel, idLike, isObject, keyLiteral, paramName, requiredOf, schemaProperties, segments, singularize } from './openapi-path-keys.js'
import type { SchemaNaming } from './openapi-schemas.js'

/**
 * Decides, for the whole document, which operations a generated spec runs by default and how their path
 * parameters get real values:
 *
 * - a create (`POST /projects`) whose response carries an id feeds every path that addresses that resource
 *   (`/projects/{project_id}`, `/scheduling/{project_id}/…`), in any group: a spec that needs a resource of
 *   another group creates it first and deletes it last (setup / teardown tests);
 * - a key the client chooses (`PUT /variables/{name}` with a `DELETE` on the same path, or the `run_id` a
 *   `POST /lock` body names) is the same literal everywhere;
 * - an operation is **opt-in** (written under `## Opt-in Tests`, never run by default) when running it would
 *   end or change the caller's access (logout, revoke, a password), needs data the tests cannot make (an id no
 *   create returns, a real token or URL), starts background work (202), creates what the API gives no way to
 *   delete, or acts on the server's state rather than on data the tests created.
 */

export interface Provider {
  /** The create operation (`POST /projects`). */
  op: OperationModel
  /** The collection path it posts to. */
  collection: string
  /** Response field holding the id (`id`). */
  field: string
  /** Spec variable the id is saved as (`projectId`). */
  variable: string
  /** The operation that deletes what it created, when the document has one. */
  remove?: OperationModel
}

/** How one path parameter of an operation gets its value. */
export type ParamSource = { kind: 'chain'; provider: Provider } | { kind: 'literal'; value: JsonValue } | { kind: 'unknown' }

export interface OperationPlan {
  op: OperationModel
  /** Why the operation is not run by default; undefined when it is. */
  optIn?: string
  params: Map<string, ParamSource>
  /** Body properties left out because they reference data the tests cannot name (optional `*_id` fields). */
  dropFields: string[]
  /** The providers this operation's values come from, outermost first. */
  needs: Provider[]
}

export interface DocumentPlan {
  plans: Map<OperationModel, OperationPlan>
  providers: Provider[]
}

const ID_FIELDS = ['id', 'uuid', '_id', 'key']
const GENERIC_PARAMS = new Set(['id', 'uuid', '_id', 'key', 'name', 'slug'])
const SESSION_PATH = /(?:^|[/_.-])(?:logout|log-out|logoff|signout|sign-out|revoke|logout-all)(?:$|[/_.-])/i
const SELF_PATH = /\/(?:me|self|account|current)(?:\/|$)/i
const PASSWORD_FIELD = /password|passwd|passphrase/i
const TOKEN_FIELD = /^(?:refresh_?token|access_?token|token|id_?token)$/i
const REFERENCE_FIELD = /(?:_ids?|Ids?)$/

/** Finds creates: a POST to a collection `C` whose response has an id, where `C/{param}` is a path of the document. */
function findProviders(operations: OperationModel[], naming: SchemaNaming): Provider[] {
  const providers: Provider[] = []
  const variables = new Set<string>()
  for (const op of operations) {
    const parts = segments(op.path)
    const last = parts.at(-1) ?? ''
    if (op.method !== 'POST' || last === '' || paramName(last)) continue
    if (providers.some((p) => p.collection === op.path)) continue
    const item = operations.find((other) => other.path.startsWith(`${op.path}/{`) && !other.path.startsWith(`${op.path}/{*}`))
    if (!item) continue
    const properties = Object.keys(schemaProperties(naming, op.success?.schema))
    const exampleKeys = isObject(op.success?.example) ? Object.keys(op.success.example) : []
    const singular = singularize(last)
    const itemParam = paramName(segments(item.path)[parts.length] ?? '') ?? ''
    const field = providerField(itemParam, singular, [...properties, ...exampleKeys], op.path)
    if (!field) continue
    const base = `${camel(singular)}${idLike(field) || ID_FIELDS.includes(field) ? 'Id' : upperFirst(camel(field))}`
    let variable = base
    for (let n = 2; variables.has(variable); n++) variable = `${base}${n}`
    variables.add(variable)
    const itemPath = `${op.path}/${segments(item.path)[parts.length]}`
    const remove = operations.find((other) => other.method === 'DELETE' && other.path === itemPath)
    providers.push({ op, collection: op.path, field, variable, ...(remove ? { remove } : {}) })
  }
  return providers
}

/**
 * The response field whose value addresses the created item: the field named like the item path's parameter
 * (`{name}` -> `name`), else, for an id-keyed parameter (`{id}`, `{petId}`), the response's id. A name-keyed path
 * is never fed an id, nor a path keyed by another resource's id (`{user_id}` under `/members`) the create's own
 * id: then the create is no provider.
 */
function providerField(itemParam: string, singular: string, fields: string[], collection: string): string | undefined {
  // `POST /projects/{p}/members` -> `{user_id}`: keyed by the id of another resource, which the create only echoes.
  if (!GENERIC_PARAMS.has(itemParam) && idLike(itemParam) && !namesResource(itemParam, collection) && fields.includes(itemParam))
    return undefined
  if (fields.includes(itemParam)) return itemParam
  if (!idLike(itemParam) && !ID_FIELDS.includes(itemParam)) return undefined
  const candidates = ['id', `${camel(singular)}Id`, `${singular}_id`, ...ID_FIELDS.slice(1)]
  return candidates.find((name) => fields.includes(name))
}

function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/**
 * Providers declared by OpenAPI 3 response links: a success response whose link feeds a path parameter of
 * another operation from a top-level body field (`$response.body#/id`). Links win over path-template guesses.
 */
function linkProviders(operations: OperationModel[]): { providers: Provider[]; feeds: Map<OperationModel, Map<string, Provider>> } {
  const providers: Provider[] = []
  const feeds = new Map<OperationModel, Map<string, Provider>>()
  const variables = new Set<string>()
  for (const op of operations) {
    for (const link of op.success?.links ?? []) {
      const target = operations.find(
        (other) =>
          (link.operationId !== undefined && other.operationId === link.operationId) ||
          link.operationRef?.endsWith(`${other.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${other.method.toLowerCase()}`) === true,
      )
      if (!target || target === op) continue
      for (const [param, expression] of Object.entries(link.parameters)) {
        const field = /^\$response\.body#\/([^/]+)$/.exec(expression)?.[1]
        if (!field || !target.parameters.some((p) => p.in === 'path' && p.name === param)) continue
        let provider = providers.find((p) => p.op === op && p.field === field)
        if (!provider) {
          let variable = camel(param)
          for (let n = 2; variables.has(variable); n++) variable = `${camel(param)}${n}`
          variables.add(variable)
          provider = { op, collection: op.path, field, variable }
          providers.push(provider)
        }
        if (!feeds.has(target)) feeds.set(target, new Map())
        feeds.get(target)!.set(param, provider)
        if (target.method === 'DELETE' && !provider.remove) provider.remove = target
      }
    }
  }
  return { providers, feeds }
}

/** `project_id` / `projectId` name a record of `/projects`. */
function namesResource(param: string, collection: string): boolean {
  const stem = param.replace(/_?(?:id|Id|ID|uuid)$/, '')
  const resource = singularize(segments(collection).at(-1) ?? '')
  return stem !== '' && camel(stem).toLowerCase() === camel(resource).toLowerCase()
}

/** The parameter name a provider's item path uses (`/projects/{project_id}` -> `project_id`). */
function providerParams(provider: Provider, operations: OperationModel[]): Set<string> {
  const depth = segments(provider.collection).length
  const names = new Set<string>()
  for (const op of operations) {
    if (!op.path.startsWith(`${provider.collection}/{`)) continue
    const name = paramName(segments(op.path)[depth] ?? '')
    if (name && name !== '*') names.add(name)
  }
  return names
}

function sessionRisk(op: OperationModel, naming: SchemaNaming): string | undefined {
  if (SESSION_PATH.test(op.path)) return "ends the caller's session (logout / revoke)"
  if (op.method === 'DELETE' && SELF_PATH.test(op.path)) return "deletes the caller's own account"
  const fields = Object.keys(schemaProperties(naming, op.body?.schema))
  if (fields.some((name) => PASSWORD_FIELD.test(name)))
    return SELF_PATH.test(op.path)
      ? "can change the caller's password (which ends its sessions)"
      : 'sends a password: needs real credentials'
  const token = fields.find((name) => TOKEN_FIELD.test(name))
  if (token) return `needs a real "${token}"`
  return undefined
}

/** Plans every operation of the document. */
export function planDocument(operations: OperationModel[], naming: SchemaNaming): DocumentPlan {
  const linked = linkProviders(operations)
  const providers = [...linked.providers, ...findProviders(operations, naming).filter((p) => !linked.providers.some((l) => l.op === p.op))]
  const byParam = new Map<string, Provider>()
  for (const provider of providers) {
    // Only a specific name (`project_id`) links paths of other collections; a bare `id` names nothing by itself.
    // and only when it names the provider's resource (`project_id` <- POST /projects), never the id of something
    // else the create happens to carry (`run_id` <- POST /lock).
    for (const name of providerParams(provider, operations))
      if (!GENERIC_PARAMS.has(name) && !byParam.has(name) && namesResource(name, provider.collection)) byParam.set(name, provider)
  }
  const plans = new Map<OperationModel, OperationPlan>()
  for (const op of operations) plans.set(op, planOperation(op, operations, providers, byParam, naming, linked.feeds.get(op)))
  // A create whose delete is not run leaves data behind; what needs an opt-in create is opt-in too.
  for (let changed = true; changed; ) {
    changed = false
    for (const plan of plans.values()) {
      if (plan.optIn) continue
      const provider = providers.find((p) => p.op === plan.op) ?? unnamedCreate(plan.op, operations)
      if (provider) {
        const removePlan = provider.remove ? plans.get(provider.remove) : undefined
        const reason = !provider.remove
          ? `creates a ${singularize(segments(provider.collection).at(-1) ?? 'record')} the API documents no way to delete`
          : removePlan?.optIn
            ? `what it creates can only be deleted by an opt-in test (${provider.remove.method} ${provider.remove.path})`
            : undefined
        if (reason) {
          plan.optIn = reason
          changed = true
          continue
        }
      }
      const blocked = plan.needs.find((need) => plans.get(need.op)?.optIn)
      if (blocked) {
        plan.optIn = `needs the ${singularize(segments(blocked.collection).at(-1) ?? 'record')} created by ${blocked.op.method} ${blocked.op.path}, which is opt-in`
        changed = true
      }
    }
  }
  return { plans, providers }
}

/**
 * A `201 Created` that is not a provider (its item path is addressed by a name, not an id, or it is a PUT):
 * it still must be deleted by a test that runs.
 */
function unnamedCreate(op: OperationModel, operations: OperationModel[]): Provider | undefined {
  if (op.success?.status !== 201 || (op.method !== 'POST' && op.method !== 'PUT')) return undefined
  const collection = op.method === 'PUT' ? op.path.replace(/\/[^/]+$/, '') : op.path
  const remove = operations.find(
    (other) => other.method === 'DELETE' && (other.path === op.path || other.path.startsWith(`${collection}/{`)),
  )
  return { op, collection, field: 'id', variable: 'id', ...(remove ? { remove } : {}) }
}

function planOperation(
  op: OperationModel,
  operations: OperationModel[],
  providers: Provider[],
  byParam: Map<string, Provider>,
  naming: SchemaNaming,
  links?: Map<string, Provider>,
): OperationPlan {
  const params = new Map<string, ParamSource>()
  const needs: Provider[] = []
  const parts = segments(op.path)
  const reasons: string[] = []
  parts.forEach((segment, i) => {
    const name = paramName(segment)
    if (!name) return
    const prefix = `/${parts.slice(0, i).join('/')}`
    const link = links?.get(name)
    if (link) {
      params.set(name, { kind: 'chain', provider: link })
      if (!needs.includes(link)) needs.push(link)
      return
    }
    const own = name === '*' ? undefined : providers.find((p) => p.collection === prefix)
    const literal = own ? undefined : keyLiteral(op, name, prefix, operations, naming)
    if (literal !== undefined) {
      params.set(name, { kind: 'literal', value: literal })
      return
    }
    const provider = own ?? (name !== '*' ? byParam.get(name) : undefined)
    if (provider && provider.op !== op) {
      params.set(name, { kind: 'chain', provider })
      if (!needs.includes(provider)) needs.push(provider)
      return
    }
    params.set(name, { kind: 'unknown' })
    reasons.push(`needs an existing ${name === '*' ? 'name in the path' : `"${name}"`} (no operation of the document creates one)`)
  })
  // Providers needed by a provider come first (a schedule needs its project).
  for (const provider of [...needs]) {
    const parent = planParentNeeds(provider, providers, byParam)
    for (const p of parent) if (!needs.includes(p)) needs.unshift(p)
  }
  const dropFields: string[] = []
  const bodyProps = schemaProperties(naming, op.body?.schema)
  const required = new Set(requiredOf(naming, op.body?.schema))
  // A documented example body is the author's word that its references are valid; a built one names nothing.
  const documentedBody = op.body?.example !== undefined
  for (const [name, schema] of Object.entries(bodyProps)) {
    if (params.has(name) || documentedBody || (isObject(schema) && documentedExample(schema) !== undefined)) continue
    // A uuid, or a list of them (ids of records to act on), names records a built value cannot.
    const uuid = isObject(schema) && (schema.format === 'uuid' || (isObject(schema.items) && schema.items.format === 'uuid'))
    const keyOfChild = !uuid && operations.some((other) => other.path.startsWith(`${op.path}/{${name}}`))
    const reference = uuid || REFERENCE_FIELD.test(name) || name === 'url'
    if (!reference || keyOfChild) continue
    if (required.has(name)) reasons.push(`needs an existing "${name}" in its body`)
    else dropFields.push(name)
  }
  // With every field a reference it cannot fill, the body would be empty: the operation acts on nothing the tests made.
  const fields = Object.keys(bodyProps)
  if (fields.length > 0 && dropFields.length === fields.length)
    reasons.push(`needs existing records named in its body (${dropFields.map((f) => `"${f}"`).join(', ')})`)
  for (const param of op.parameters) {
    if (param.in !== 'query' || !param.required || param.example !== undefined || byParam.has(param.name)) continue
    const schema = param.schema ?? {}
    const guessable =
      documentedExample(schema) !== undefined ||
      ['integer', 'number', 'boolean'].includes(String(schema.type)) ||
      (typeof schema.format === 'string' && schema.format !== 'uuid')
    if (!guessable || idLike(param.name)) reasons.push(`needs a real value for the query parameter "${param.name}"`)
  }
  const risk = sessionRisk(op, naming)
  if (risk) reasons.unshift(risk)
  // A public operation that documents 401 checks credentials the document does not describe (a webhook signature).
  if (!op.security && op.statuses.includes('401')) reasons.push('needs credentials the document does not describe (it answers 401)')
  if (
    (op.method === 'PUT' || op.method === 'PATCH') &&
    needs.length === 0 &&
    !operations.some((other) => other.method === 'DELETE' && other.path === op.path)
  )
    reasons.push('changes stored state the API documents no way to take back (no DELETE on the same path)')
  if (op.statuses.includes('502') || op.statuses.includes('504'))
    reasons.push('depends on a remote system the tests cannot provide (it documents a gateway error)')
  if (op.success?.status === 202) reasons.push('starts background work the tests cannot clean up (202 Accepted)')
  if (streams(op)) reasons.unshift('streams events (the response does not end, so a request-response test cannot finish)')
  if (op.method === 'POST' && !op.body && needs.length === 0 && op.success?.status !== 201 && !providers.some((p) => p.op === op))
    reasons.push('acts on the server as a whole, not on data the tests created')
  return { op, params, dropFields, needs, ...(reasons.length > 0 ? { optIn: reasons[0] } : {}) }
}

/** Server-sent events or another endless stream: by media type, summary, or a last path segment that says so. */
function streams(op: OperationModel): boolean {
  if (op.method !== 'GET') return false
  if (op.success?.mediaType && /^(?:text\/event-stream|application\/x-ndjson)$/i.test(op.success.mediaType)) return true
  if (op.summary && /server-sent events|event stream|\blive\b.*\bstream\b/i.test(op.summary)) return true
  return /\/(?:stream|events|sse)$/i.test(op.path)
}

function planParentNeeds(provider: Provider, providers: Provider[], byParam: Map<string, Provider>): Provider[] {
  const out: Provider[] = []
  const parts = segments(provider.collection)
  parts.forEach((segment, i) => {
    const name = paramName(segment)
    if (!name) return
    const prefix = `/${parts.slice(0, i).join('/')}`
    const parent = providers.find((p) => p.collection === prefix) ?? byParam.get(name)
    if (parent && parent !== provider && !out.includes(parent)) out.push(...planParentNeeds(parent, providers, byParam), parent)
  })
  return out
}
