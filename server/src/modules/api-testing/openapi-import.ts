import SwaggerParser from '@apidevtools/swagger-parser'
import { parse as parseYaml, YAMLParseError } from 'yaml'
import { AppError } from '../../platform/http/errors.js'
import { type OperationModel, openApiVersion, readOperations } from './openapi-operations.js'
import { planDocument } from './openapi-plan.js'
import { schemaNaming } from './openapi-schemas.js'
import { writeGroupSpec } from './openapi-spec-writer.js'
import { parseApiSpec } from './spec-parser.js'
import { slugify } from './test-ids.js'

/**
 * OpenAPI 3.0 / 3.1 or Swagger 2.0 -> API test specs, one per endpoint group (first tag, else first path
 * segment). The document is validated and dereferenced with swagger-parser without reading any file or URL it
 * points to; circular references are kept as `$ref`s and resolved by name when tests run.
 */

/** The document cannot be imported; the message names the problem and where it is. */
export class OpenApiImportError extends AppError {
  constructor(detail: string) {
    super(422, 'OPENAPI_INVALID', detail)
  }
}

export interface ImportOptions {
  /** Overrides the document's server URL in every spec's `## Base URL`. */
  baseUrl?: string
}

export interface ImportedSpec {
  /** The spec's `# API Test:` name. */
  name: string
  /** Stable folder for the spec (`<api slug>/<group slug>`), so a re-import updates instead of duplicating. */
  folder: string
  markdown: string
}

export interface ImportResult {
  specs: ImportedSpec[]
  warnings: string[]
}

/**
 * Reads JSON or YAML text into a document object.
 *
 * @throws OpenApiImportError naming the line and column of a syntax error.
 */
export function parseOpenApiText(text: string): Record<string, unknown> {
  let value: unknown
  if (text.trimStart().startsWith('{')) {
    try {
      value = JSON.parse(text)
    } catch {
      // Not strict JSON; YAML (a superset) reads it or reports where it breaks.
    }
  }
  try {
    value ??= parseYaml(text, { prettyErrors: true })
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const at = error.linePos?.[0]
      const what = error.message.split('\n')[0]!.replace(/\s+at line \d+, column \d+:?$/, '')
      throw new OpenApiImportError(`Not valid JSON or YAML${at ? ` at line ${at.line}, column ${at.col}` : ''}: ${what}`)
    }
    throw new OpenApiImportError(`Not valid JSON or YAML: ${(error as Error).message}`)
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new OpenApiImportError('Not an OpenAPI document: the top level must be an object')
  }
  return value as Record<string, unknown>
}

/**
 * Imports an OpenAPI document (text, or an already parsed object).
 *
 * @example
 * const { specs } = await importOpenApi(readFileSync('openapi.json', 'utf8'))
 * // specs[0]: { name: 'Demo Shop — products', folder: 'demo-shop/products', markdown: '# API Test: Demo Shop — products\n…' }
 * @throws OpenApiImportError when the document is not valid OpenAPI 2.0/3.0/3.1 or has no operations.
 */
export async function importOpenApi(input: string | object, options: ImportOptions = {}): Promise<ImportResult> {
  const raw = typeof input === 'string' ? parseOpenApiText(input) : (input as Record<string, unknown>)
  if (raw.openapi === undefined && raw.swagger === undefined) {
    throw new OpenApiImportError('Not an OpenAPI document: missing the "openapi" (3.x) or "swagger" (2.0) field')
  }
  const doc = await validateAndDereference(raw)
  const warnings: string[] = []
  const operations = readOperations(doc)
  if (operations.length === 0) throw new OpenApiImportError('The document has no operations under "paths"; there is nothing to test')
  const info = (doc.info ?? {}) as Record<string, unknown>
  const title = typeof info.title === 'string' && info.title.trim() !== '' ? info.title.trim() : 'API'
  const { baseUrl, pathPrefix } = resolveServer(doc, options, warnings)
  const naming = schemaNaming(doc)
  const plan = planDocument(operations, naming)
  const groups = new Map<string, OperationModel[]>()
  for (const op of operations) groups.set(op.group, [...(groups.get(op.group) ?? []), op])
  const origin = `Generated from "${title}" ${String(info.version ?? '')} (${versionLabel(doc)}). Re-importing the document updates these tests.`
  const specs: ImportedSpec[] = []
  const folders = new Set<string>()
  for (const [group, groupOps] of groups) {
    const name = `${title} — ${group}`
    const written = writeGroupSpec({
      name,
      origin: `${origin} Operations in "${group}": ${groupOps.length}.`,
      group,
      operations: groupOps,
      baseUrl,
      pathPrefix,
      naming,
      plan,
    })
    warnings.push(...written.warnings.map((warning) => `${group}: ${warning}`))
    if (written.markdown === null) continue
    const check = parseApiSpec(written.markdown)
    if (check.spec.tests.length === 0 && written.markdown.includes('\n## Opt-in Tests\n'))
      warnings.push(`${group}: no test runs by default; every operation is under "## Opt-in Tests" (run with include_opt_in)`)
    else for (const error of check.errors) warnings.push(`${group}: generated spec line ${error.line}: ${error.message}`)
    let folder = `${slugify(title) || 'api'}/${slugify(group) || 'root'}`
    for (let n = 2; folders.has(folder); n++) folder = `${slugify(title) || 'api'}/${slugify(group) || 'root'}-${n}`
    folders.add(folder)
    specs.push({ name, folder, markdown: written.markdown })
  }
  return { specs, warnings }
}

function versionLabel(doc: Record<string, unknown>): string {
  return doc.swagger === '2.0' ? 'Swagger 2.0' : `OpenAPI ${String(doc.openapi)}`
}

async function validateAndDereference(raw: Record<string, unknown>): Promise<Record<string, unknown>> {
  let copy: Record<string, unknown>
  try {
    copy = structuredClone(raw)
  } catch {
    throw new OpenApiImportError('Not an OpenAPI document: it holds values that are not JSON')
  }
  try {
    const options = { resolve: { external: false }, dereference: { circular: 'ignore' } } as SwaggerParser.Options
    return (await SwaggerParser.validate(copy as never, options)) as unknown as Record<string, unknown>
  } catch (error) {
    throw new OpenApiImportError(describeParserError(error))
  }
}

/** swagger-parser's message, trimmed to its first problems (each names a JSON pointer such as `#/paths/~1pets`). */
function describeParserError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const problems = lines.slice(1, 6)
  const more = lines.length > 6 ? `; and ${lines.length - 6} more` : ''
  const head = (lines[0] ?? 'invalid document').replace(/\.$/, '')
  return `Invalid OpenAPI document: ${head}${problems.length > 0 ? `: ${problems.join('; ')}${more}` : ''}`
}

/** The base URL for specs, and a path prefix when the server URL is relative (then BASE_URL must name the host). */
function resolveServer(
  doc: Record<string, unknown>,
  options: ImportOptions,
  warnings: string[],
): { baseUrl: string | null; pathPrefix: string } {
  if (options.baseUrl) return { baseUrl: options.baseUrl.replace(/\/+$/, ''), pathPrefix: '' }
  let url = ''
  if (openApiVersion(doc) === '2.0') {
    const basePath = typeof doc.basePath === 'string' ? doc.basePath : ''
    const schemes = Array.isArray(doc.schemes) ? (doc.schemes as string[]) : []
    const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https')
    url = typeof doc.host === 'string' && doc.host !== '' ? `${scheme}://${doc.host}${basePath}` : basePath
  } else {
    const server = Array.isArray(doc.servers) ? (doc.servers[0] as Record<string, unknown> | undefined) : undefined
    url = typeof server?.url === 'string' ? server.url : ''
    const variables = (server?.variables ?? {}) as Record<string, { default?: unknown }>
    url = url.replace(/\{([^}]+)\}/g, (_, name: string) => String(variables[name]?.default ?? name))
  }
  url = url.replace(/\/+$/, '')
  if (/^https?:\/\//.test(url)) return { baseUrl: url, pathPrefix: '' }
  warnings.push(
    url === ''
      ? 'the document names no server; set BASE_URL when running the specs'
      : `the server URL "${url}" is relative; its path is kept in every test and BASE_URL must name the host`,
  )
  return { baseUrl: null, pathPrefix: url.startsWith('/') ? url : url === '' ? '' : `/${url}` }
}
