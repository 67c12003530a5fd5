/** What "New spec" starts from: a small spec that parses, following docs/api-testing-specs.md. */
export const NEW_SPEC_TEMPLATE = `# API Test: My API

## Description

What these calls check.

## Base URL

{{BASE_URL}}

## Authentication

None

## Tests

### GET /api/health — the service is up

- Verify status is 200
- Verify content type is application/json
`

/** A test heading's title without its method and path: `GET /a — one product` → `one product` ('' when untitled). */
export function testTitle(test: { name: string; method: string; path: string }): string {
  const prefix = `${test.method} ${test.path}`
  const rest = test.name.startsWith(prefix) ? test.name.slice(prefix.length) : ''
  return rest
    .replace(/^\s*(?:[—–]|-\s)\s*/, '')
    .replace(/^\s*\((.*)\)$/, '$1')
    .trim()
}

/** Evidence (a request, a response, a body) as indented JSON; strings that hold JSON are parsed first. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') {
    const trimmed = value.trim()
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        return JSON.stringify(JSON.parse(trimmed), null, 2)
      } catch {
        return value
      }
    }
    return value
  }
  return JSON.stringify(value, null, 2) ?? String(value)
}

/** The download name of a run's generated test (as the server names it): `<last segment>.api.spec.ts`. */
export function codeFileName(specName: string): string {
  const last = specName.split('/').filter(Boolean).pop() ?? 'spec'
  return `${last}.api.spec.ts`
}

/** The file name from a Content-Disposition header, when the browser lets us read it. */
export function dispositionFileName(header: string | null): string | null {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

/** The media type the import endpoint accepts for a picked file (browsers often send none for YAML). */
export function openApiFileType(fileName: string): string {
  const lower = fileName.toLowerCase()
  if (lower.endsWith('.json')) return 'application/json'
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'application/yaml'
  return 'text/plain'
}
