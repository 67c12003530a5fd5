import { HTTP_METHODS, type HttpMethod } from './api-spec.js'
import type { SchemaObject } from './example-builder.js'

/**
 * Reads the operations of a dereferenced OpenAPI 3.0/3.1 or Swagger 2.0 document into one version-neutral
 * shape, so the spec writer does not care which version it came from.
 */

export type OpenApiVersion = '2.0' | '3.0' | '3.1'

export interface ParameterModel {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema?: SchemaObject
  example?: unknown
}

export interface BodyModel {
  mediaType: string
  schema?: SchemaObject
  example?: unknown
  required: boolean
}

/** An OpenAPI 3 response link: which operation the response feeds, and each parameter's runtime expression. */
export interface LinkModel {
  operationId?: string
  operationRef?: string
  /** Parameter name -> expression, e.g. `{ userId: '$response.body#/id' }`. */
  parameters: Record<string, string>
}

export interface ResponseModel {
  /** A code (201) or a class (`2xx`). */
  status: number | '2xx'
  links?: LinkModel[]
  mediaType?: string
  /** Every media type documented for the status (lower case, no parameters), when there are several. */
  mediaTypes?: string[]
  schema?: SchemaObject
  example?: unknown
}

/** A documented error response: what a test may accept when the status is a documented precondition. */
export interface ErrorResponseModel {
  mediaType?: string
  schema?: SchemaObject
}

/** How a request authenticates: the scheme as the spec's Authentication line needs it. */
export type SecurityModel =
  | { kind: 'bearer'; scheme: string }
  | { kind: 'basic'; scheme: string }
  | { kind: 'header'; scheme: string; name: string }
  | { kind: 'query'; scheme: string; name: string }
  | { kind: 'unsupported'; scheme: string; reason: string }

export interface OperationModel {
  method: HttpMethod
  path: string
  summary?: string
  operationId?: string
  group: string
  parameters: ParameterModel[]
  body?: BodyModel
  /** The documented success response (the lowest 2xx). */
  success?: ResponseModel
  /** Every documented status key (`200`, `404`, `4XX`, `default`). */
  statuses: string[]
  /** The documented 4xx responses by status (`'400'`), with their media type and schema. */
  errors: Record<string, ErrorResponseModel>
  /** The first scheme of the operation's security requirement; undefined when it needs no credentials. */
  security?: SecurityModel
  /** Media types the operation accepts for its body when none of them is JSON. */
  unsupportedBody?: string
}

type Doc = Record<string, unknown>

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function asObject(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : {}
}

/** `2.0`, `3.0` or `3.1` from the document's `swagger` / `openapi` field. */
export function openApiVersion(doc: Doc): OpenApiVersion {
  if (doc.swagger === '2.0') return '2.0'
  return String(doc.openapi).startsWith('3.1') ? '3.1' : '3.0'
}

const JSON_MEDIA = /^application\/(?:[\w.+-]+\+)?json$/i

function pickMedia(types: string[]): string | undefined {
  return types.find((type) => JSON_MEDIA.test(type.split(';')[0]!.trim())) ?? types[0]
}

/** The group of an operation: its first tag, else the first path segment that is not a parameter. */
export function operationGroup(path: string, tags: unknown): string {
  if (Array.isArray(tags) && typeof tags[0] === 'string' && tags[0].trim() !== '') return tags[0].trim()
  return path.split('/').find((segment) => segment !== '' && !segment.startsWith('{')) ?? 'root'
}

/** All operations of the document, in document order. */
export function readOperations(doc: Doc): OperationModel[] {
  const version = openApiVersion(doc)
  const operations: OperationModel[] = []
  for (const [path, rawItem] of Object.entries(asObject(doc.paths))) {
    const item = asObject(rawItem)
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of HTTP_METHODS) {
      const op = item[method.toLowerCase()]
      if (!isObject(op)) continue
      operations.push(readOperation(doc, version, method, path, op, shared))
    }
  }
  return operations
}

function readOperation(doc: Doc, version: OpenApiVersion, method: HttpMethod, path: string, op: Doc, shared: unknown[]): OperationModel {
  const byKey = new Map<string, Record<string, unknown>>()
  for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
    if (isObject(raw)) byKey.set(`${raw.in}:${raw.name}`, raw)
  }
  const parameters: ParameterModel[] = []
  let body: BodyModel | undefined
  let unsupportedBody: string | undefined
  for (const raw of byKey.values()) {
    if (raw.in === 'body') {
      body = {
        mediaType: pickMedia(asStrings(op.consumes ?? doc.consumes)) ?? 'application/json',
        required: raw.required === true,
        ...schemaOf(raw),
      }
      continue
    }
    if (raw.in === 'formData') {
      unsupportedBody = asStrings(op.consumes ?? doc.consumes)[0] ?? 'application/x-www-form-urlencoded'
      continue
    }
    if (raw.in !== 'path' && raw.in !== 'query' && raw.in !== 'header' && raw.in !== 'cookie') continue
    const schema = version === '2.0' ? (raw as SchemaObject) : isObject(raw.schema) ? raw.schema : undefined
    const example = raw.example ?? firstExampleValue(raw.examples)
    parameters.push({
      name: String(raw.name),
      in: raw.in,
      required: raw.in === 'path' || raw.required === true,
      ...(schema ? { schema } : {}),
      ...(example !== undefined ? { example } : {}),
    })
  }
  if (version !== '2.0' && isObject(op.requestBody)) {
    const content = asObject(op.requestBody.content)
    const mediaType = pickMedia(Object.keys(content))
    if (mediaType && JSON_MEDIA.test(mediaType)) {
      const media = asObject(content[mediaType])
      const example = media.example ?? firstExampleValue(media.examples)
      body = {
        mediaType,
        required: op.requestBody.required === true,
        ...(isObject(media.schema) ? { schema: media.schema } : {}),
        ...(example !== undefined ? { example } : {}),
      }
    } else if (mediaType) unsupportedBody = mediaType
  }
  const responses = asObject(op.responses)
  const statuses = Object.keys(responses)
  const summary = typeof op.summary === 'string' ? op.summary.trim() : undefined
  const security = readSecurity(doc, version, op)
  return {
    method,
    path,
    ...(summary ? { summary } : {}),
    ...(typeof op.operationId === 'string' ? { operationId: op.operationId } : {}),
    group: operationGroup(path, op.tags),
    parameters,
    ...(body ? { body } : {}),
    ...successOf(doc, version, op, responses),
    statuses,
    errors: errorResponses(version, op, doc, responses),
    ...(security ? { security } : {}),
    ...(unsupportedBody && !body ? { unsupportedBody } : {}),
  }
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function schemaOf(raw: Record<string, unknown>): { schema?: SchemaObject } {
  return isObject(raw.schema) ? { schema: raw.schema } : {}
}

function firstExampleValue(examples: unknown): unknown {
  if (!isObject(examples)) return undefined
  const first = Object.values(examples)[0]
  return isObject(first) && 'value' in first ? first.value : undefined
}

function successOf(doc: Doc, version: OpenApiVersion, op: Doc, responses: Record<string, unknown>): { success?: ResponseModel } {
  const codes = Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()
  const key = codes[0] ?? Object.keys(responses).find((code) => /^2xx$/i.test(code))
  if (!key) return {}
  const response = asObject(responses[key])
  const status: ResponseModel['status'] = /^\d+$/.test(key) ? Number(key) : '2xx'
  if (version === '2.0') {
    const produces = asStrings(op.produces ?? doc.produces)
    const mediaType = isObject(response.schema) ? (pickMedia(produces) ?? 'application/json') : undefined
    const example = isObject(response.examples) && mediaType ? response.examples[mediaType] : undefined
    return {
      success: {
        status,
        ...(mediaType ? { mediaType } : {}),
        ...(isObject(response.schema) ? { schema: response.schema } : {}),
        ...(example !== undefined ? { example } : {}),
      },
    }
  }
  const content = asObject(response.content)
  const mediaType = pickMedia(Object.keys(content))
  const mediaTypes = [...new Set(Object.keys(content).map(normalizeMedia))]
  const media = mediaType ? asObject(content[mediaType]) : {}
  const example = media.example ?? firstExampleValue(media.examples)
  const links = Object.values(asObject(response.links))
    .filter(isObject)
    .map((link) => ({
      ...(typeof link.operationId === 'string' ? { operationId: link.operationId } : {}),
      ...(typeof link.operationRef === 'string' ? { operationRef: link.operationRef } : {}),
      parameters: Object.fromEntries(
        Object.entries(asObject(link.parameters)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    }))
  return {
    success: {
      status,
      ...(links.length > 0 ? { links } : {}),
      ...(mediaType ? { mediaType: normalizeMedia(mediaType) } : {}),
      ...(mediaTypes.length > 1 ? { mediaTypes } : {}),
      ...(isObject(media.schema) ? { schema: media.schema } : {}),
      ...(example !== undefined ? { example } : {}),
    },
  }
}

function normalizeMedia(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase()
}

function errorResponses(
  version: OpenApiVersion,
  op: Doc,
  doc: Doc,
  responses: Record<string, unknown>,
): Record<string, ErrorResponseModel> {
  const out: Record<string, ErrorResponseModel> = {}
  for (const [code, raw] of Object.entries(responses)) {
    if (!/^4\d\d$/.test(code)) continue
    const response = asObject(raw)
    if (version === '2.0') {
      const mediaType = isObject(response.schema) ? (pickMedia(asStrings(op.produces ?? doc.produces)) ?? 'application/json') : undefined
      out[code] = { ...(mediaType ? { mediaType } : {}), ...(isObject(response.schema) ? { schema: response.schema } : {}) }
      continue
    }
    const content = asObject(response.content)
    const mediaType = pickMedia(Object.keys(content))
    const media = mediaType ? asObject(content[mediaType]) : {}
    out[code] = {
      ...(mediaType ? { mediaType: normalizeMedia(mediaType) } : {}),
      ...(isObject(media.schema) ? { schema: media.schema } : {}),
    }
  }
  return out
}

function readSecurity(doc: Doc, version: OpenApiVersion, op: Doc): SecurityModel | undefined {
  const requirements = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : []
  if (requirements.length === 0 || requirements.some((req) => isObject(req) && Object.keys(req).length === 0)) return undefined
  const first = asObject(requirements[0])
  const name = Object.keys(first)[0]
  if (!name) return undefined
  const schemes = version === '2.0' ? asObject(doc.securityDefinitions) : asObject(asObject(doc.components).securitySchemes)
  const scheme = asObject(schemes[name])
  const type = String(scheme.type ?? '')
  if (type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') return { kind: 'bearer', scheme: name }
  if ((type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') || type === 'basic') return { kind: 'basic', scheme: name }
  if (type === 'apiKey' && scheme.in === 'header') return { kind: 'header', scheme: name, name: String(scheme.name) }
  if (type === 'apiKey' && scheme.in === 'query') return { kind: 'query', scheme: name, name: String(scheme.name) }
  if (type === 'oauth2' || type === 'openIdConnect') {
    return { kind: 'bearer', scheme: name }
  }
  return {
    kind: 'unsupported',
    scheme: name,
    reason: `security scheme "${name}" (${type || 'unknown type'}${scheme.in ? ` in ${scheme.in}` : ''}) is not supported`,
  }
}
