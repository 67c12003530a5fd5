import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Access } from '../../src/platform/auth/access.js'

export interface Operation {
  method: string
  /** OpenAPI path template, e.g. /projects/{project_id}. */
  path: string
  access: Access
  responses: number[]
  bodySchema: JsonSchema | undefined
  pathParams: string[]
  queryParams: string[]
}

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  $ref?: string
  anyOf?: JsonSchema[]
  enum?: unknown[]
  items?: JsonSchema
  format?: string
}

/** Every operation of the running app's /openapi.json, with its declared access policy. */
export async function listOperations(app: FastifyInstance): Promise<{ operations: Operation[]; components: Record<string, JsonSchema> }> {
  const doc = (await app.inject({ url: '/openapi.json' })).json()
  const operations: Operation[] = []
  for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const body = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json']
        ?.schema
      operations.push({
        method: method.toUpperCase(),
        path,
        access: op['x-access'] as Access,
        responses: Object.keys(op.responses as object).map(Number),
        bodySchema: body,
        pathParams: [...path.matchAll(/\{([\w*]+)\}/g)].map((m) => m[1] as string),
        queryParams: ((op.parameters as { in: string; name: string }[] | undefined) ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name),
      })
    }
  }
  return { operations, components: doc.components?.schemas ?? {} }
}

export function resolveRef(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema | undefined {
  if (!schema) return undefined
  if (schema.$ref) return components[schema.$ref.split('/').pop() as string]
  if (schema.anyOf) return resolveRef(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], components)
  return schema
}

/** Fills an OpenAPI path template with the given values, random UUIDs for the rest. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([\w*]+)\}/g, (_, name: string) =>
    name === '*' ? 'some/folder' : encodeURIComponent(values[name] ?? randomUUID()),
  )
}

/** The operation's URL for a project: in the path, or as `?project_id=` when it takes the project from the query. */
export function projectUrl(op: Operation, values: Record<string, string> & { project_id: string }): string {
  const url = fillPath(op.path, values)
  return op.queryParams.includes('project_id') && !op.pathParams.includes('project_id') ? `${url}?project_id=${values.project_id}` : url
}

/** Whether the operation names its project (path, query or body) rather than falling back to `default`. */
export const namesProject = (op: Operation, components: Record<string, JsonSchema>) =>
  op.pathParams.includes('project_id') || op.queryParams.includes('project_id') || bodyTakesProject(op, components)

/** Whether the JSON body has a `project_id` field (the project then comes from the body). */
export const bodyTakesProject = (op: Operation, components: Record<string, JsonSchema>) =>
  Boolean(resolveRef(op.bodySchema, components)?.properties?.project_id)

export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method)

export type ProjectLocation = 'path' | 'query' | 'body'

/** Where a request to the operation can name its project: the path when templated, the query, and (writes) the body. */
export function projectLocations(op: Operation): ProjectLocation[] {
  if (op.pathParams.includes('project_id')) return ['path']
  return isWrite(op.method) ? ['query', 'body'] : ['query']
}

/** A request to the operation with project_id in exactly one place (other path params random or given). */
export function placeProject(
  op: Operation,
  where: ProjectLocation,
  values: Record<string, string> & { project_id: string },
): { method: string; url: string; payload?: Record<string, string> } {
  const url = fillPath(op.path, values)
  if (where === 'query')
    return { method: op.method, url: `${url}?project_id=${values.project_id}`, payload: isWrite(op.method) ? {} : undefined }
  if (where === 'body') return { method: op.method, url, payload: { project_id: values.project_id } }
  return { method: op.method, url, payload: isWrite(op.method) ? {} : undefined }
}
