import type { Auth, SpecIssue } from './api-spec.js'
import { PLACEHOLDER } from './step-values.js'

/**
 * Reads the `## Authentication` line: `None`, `Bearer {{API_TOKEN}}`, `Header X-API-Key: {{KEY}}`
 * (or just `X-API-Key: {{KEY}}`), `Authorization: Bearer {{TOKEN}}`, `Basic {{USER}}:{{PASSWORD}}`,
 * `Query api_key={{KEY}}`. Credentials must be `{{VAR}}` placeholders so secrets stay in the server environment
 * and never reach stored specs or generated code; a literal credential is an error naming the line.
 */
export function parseAuth(raw: string, line: number, errors: SpecIssue[]): Auth {
  const text = raw.trim().replace(/^(?:type|auth|authentication)\s*:\s*/i, '')
  if (text === '' || /^(?:none|no|no\s+auth(?:entication)?|anonymous|public|-)$/i.test(text)) return { kind: 'none' }
  const bearer = /^(?:authorization\s*:\s*)?bearer(?:\s+token)?\s*:?\s+(.+)$/i.exec(text)
  if (bearer) return secret(errors, line, bearer[1]!) ? { kind: 'bearer', token: bearer[1]!.trim() } : { kind: 'none' }
  const basic = /^(?:authorization\s*:\s*)?basic\s*:?\s+(.+?)\s*(?::|\s)\s*(\{\{\s*\w+\s*\}\}|\S+)$/i.exec(text)
  if (basic) {
    const [username, password] = [basic[1]!.trim(), basic[2]!.trim()]
    return secret(errors, line, username) && secret(errors, line, password) ? { kind: 'basic', username, password } : { kind: 'none' }
  }
  const query = /^query(?:\s+param(?:eter)?)?\s+([^\s=:]+)\s*[=:]\s*(.+)$/i.exec(text)
  if (query) return secret(errors, line, query[2]!) ? { kind: 'query', name: query[1]!, value: query[2]!.trim() } : { kind: 'none' }
  const header = /^(?:(?:api\s+key\s+)?header\s+)?["'`]?([A-Za-z0-9!#$%&*+.^_|~-]+)["'`]?\s*:\s*(.+)$/i.exec(text)
  if (header) {
    return secret(errors, line, header[2]!) ? { kind: 'header', name: header[1]!, value: header[2]!.trim() } : { kind: 'none' }
  }
  errors.push({
    line,
    message: `authentication "${text}" is not understood; write None, Bearer {{TOKEN}}, Header X-API-Key: {{KEY}}, Basic {{USER}}:{{PASSWORD}} or Query api_key={{KEY}}`,
  })
  return { kind: 'none' }
}

/** True when the credential is made of placeholders only; otherwise records why it is refused. */
function secret(errors: SpecIssue[], line: number, value: string): boolean {
  const rest = value.replace(PLACEHOLDER, '').trim()
  if (value.match(PLACEHOLDER) && rest === '') return true
  errors.push({
    line,
    message: `credentials must be {{VAR}} placeholders (e.g. Bearer {{API_TOKEN}}) so the secret stays in the server environment; got "${value.trim()}"`,
  })
  return false
}
