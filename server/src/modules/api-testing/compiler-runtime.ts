import type { Auth } from './api-spec.js'
import { jsString, jsTemplate } from './code-literals.js'
import { PLACEHOLDER } from './step-values.js'

/**
 * The parts of a generated API test file that are the spec's own: its base URL and credentials (the helpers every
 * spec shares live in one module beside the files, runtime-module.ts), and the network-retry line the heal rewrites.
 */

/** The line the network-retry heal rewrites; keep in step with heal-rules.ts. */
export const NETWORK_RETRIES_LINE = 'const NETWORK_RETRIES = 0'

/** Errors worth retrying at the network level; the same list drives the heal classification. */
export const TRANSIENT_NETWORK_PATTERN = String.raw`ECONNRESET|ETIMEDOUT|EPIPE|EAI_AGAIN|socket hang up|Timeout \d+ms exceeded`

/** Source of `baseUrl()`: BASE_URL from the environment, else the spec's `## Base URL`. */
export function baseUrlSource(baseUrl: string | null): string {
  const fallback = baseUrl === null ? "''" : jsTemplate(baseUrl)
  return `/** The spec's base URL; BASE_URL in the environment overrides it. */
function baseUrl(): string {
  const url = process.env.BASE_URL ?? ${fallback}
  if (url === '') throw new Error('BASE_URL is not set and the spec has no "## Base URL"')
  return url.replace(/\\/+$/, '')
}`
}

/**
 * Source of `credentials()` for the Authentication section. Variables that a test of the spec saves (a login
 * token) may still be unset: the request then goes without credentials, with a warning annotation. Variables
 * only the environment can give fail loudly when missing, naming the variable.
 */
export function credentialsSource(auth: Auth, savedBySpec: ReadonlySet<string> = new Set()): string {
  let body: string
  switch (auth.kind) {
    case 'bearer':
      body = `return { headers: { Authorization: ${jsTemplate(`Bearer ${auth.token}`)} } }`
      break
    case 'header':
      body = `return { headers: { ${jsString(auth.name)}: ${jsTemplate(auth.value)} } }`
      break
    case 'query':
      body = `return { params: { ${jsString(auth.name)}: ${jsTemplate(auth.value)} } }`
      break
    case 'basic':
      body = [
        `const encoded = Buffer.from(${jsTemplate(`${auth.username}:${auth.password}`)}).toString('base64')`,
        '  secrets.add(encoded)',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated code holds this template literal
        '  return { headers: { Authorization: `Basic ${encoded}` } }',
      ].join('\n')
      break
    default:
      body = 'return {}'
  }
  const names = authVariables(auth).filter((name) => savedBySpec.has(name))
  const guard =
    names.length === 0
      ? ''
      : `  const missing = [${names.map(jsString).join(', ')}].filter((name) => !has(name))
  if (missing.length > 0) {
    test.info().annotations.push({ type: 'warning', description: \`sent without credentials: \${missing.map((name) => \`{{\${name}}}\`).join(', ')} not set yet\` })
    return {}
  }
`
  const summary =
    names.length === 0
      ? "The spec's Authentication section, read from the environment when a test runs."
      : "The spec's Authentication section, read when a test runs; nothing is sent until a test has saved it."
  return `/** ${summary} */
function credentials(): { headers?: Record<string, string>; params?: Record<string, string> } {
${guard}  ${body}
}`
}

function authVariables(auth: Auth): string[] {
  const text =
    auth.kind === 'bearer'
      ? auth.token
      : auth.kind === 'basic'
        ? `${auth.username} ${auth.password}`
        : auth.kind === 'none'
          ? ''
          : auth.value
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))]
}
