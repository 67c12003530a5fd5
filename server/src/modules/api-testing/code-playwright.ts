import { readJsCode } from './code-checks.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { type Idiom, readStatements, say, subjectOf } from './code-subjects.js'
import { quoted, splitTopLevel } from './code-syntax.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * Playwright API tests: `await expect(response).toBeOK()` and `expect(response.ok()).toBeTruthy()` (Playwright's `ok()`
 * is a 2xx status), the request `await request.post('/x', { data: {…}, headers: {…}, params: {…} })`, and a line of
 * several statements that names the parsed body first (`const body = await response.json(); expect(body.id).toBe(7)`).
 * The response's methods (`status()`, `json()`, `text()`, `headers()`) are subjects of code-subjects.ts.
 */

const RESPONSE = '(?:response|res|resp|apiResponse)'
const TO_BE_OK = new RegExp(String.raw`^(?:await\s+)?expect\(\s*${RESPONSE}\s*\)\.(not\.)?toBeOK\(\)$`)
const OK_FLAG = new RegExp(
  String.raw`^expect\(\s*${RESPONSE}\.ok\(\)\s*\)\.(not\.)?(toBeTruthy\(\)|toBe\(true\)|toBeFalsy\(\)|toBe\(false\))$`,
)
const REQUEST =
  /^(?:(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*=\s*)?(?:await\s+)?(?:request|apiContext|api|context|page\.request)\.(get|post|put|patch|delete|head|fetch)\(([\s\S]*)\)$/

/**
 * readPlaywright's first test (code-idioms.ts): TO_BE_OK, OK_FLAG, REQUEST and the Jest forms all need a `(`; the
 * body statements need a `;` between at least two statements.
 */
export function mayBePlaywright(text: string): boolean {
  return text.includes('(') || text.includes(';')
}

export function readPlaywright(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  const ok = TO_BE_OK.exec(text)
  const flag = OK_FLAG.exec(text)
  if (ok || flag) {
    const negate = ((ok?.[1] ?? flag?.[1]) !== undefined) !== /Falsy|false/.test(flag?.[2] ?? '')
    return negate ? { reason: 'a status outside 2xx is any other status; write the status expected' } : { texts: [say.status(['2xx'])] }
  }
  const request = REQUEST.exec(text)
  if (request) return readRequest(request[1]!.toUpperCase(), request[2]!)
  return readJsForms(text) ?? readBodyStatements(text)
}

/**
 * Jest's asymmetric matchers and should.js's function form, as the matchers that mean the same:
 * `toEqual(expect.objectContaining({…}))` is `toMatchObject({…})`, `toEqual(expect.any(Number))` a type check, and
 * `should(x).have.property('id')` is `x.should.have.property('id')`.
 */
function readJsForms(text: string): Idiom | undefined {
  const rewritten = text
    .replace(/\.(?:toEqual|toStrictEqual)\(\s*expect\.objectContaining\(([\s\S]*)\)\s*\)$/, '.toMatchObject($1)')
    .replace(/\.(?:toEqual|toStrictEqual)\(\s*expect\.any\(\s*(Number|String|Boolean|Array|Object)\s*\)\s*\)$/, ".toBeInstanceOf('$1')")
    .replace(/^should\(([^()]+)\)\.(?!should\b)/, '$1.should.')
  return rewritten === text ? undefined : readJsCode(rewritten)
}

/** `const body = await response.json(); expect(body.id).toBe(7)`: an assignment of the body, then checks on it. */
function readBodyStatements(text: string): Idiom | undefined {
  const statements = splitTopLevel(text, ';').filter((statement) => statement !== '')
  if (statements.length < 2) return undefined
  const assigned = /^(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(.+)$/.exec(statements[0]!)
  if (!assigned) return undefined
  // The variable must be a name the subjects read as the body (`body`, `json`, `data`), and must hold the body.
  const whole = subjectOf(assigned[2]!)
  if (whole?.kind !== 'path' || subjectOf(assigned[1]!)?.kind !== 'path') return undefined
  if (whole.path !== '$') return { reason: `${assigned[1]} holds a part of the body; check the body's fields by path` }
  return readStatements(statements.slice(1), readJsCode)
}

/** Playwright's `request.post(url, { data, headers, params })`. */
function readRequest(method: string, inner: string): Idiom {
  const [urlArg, options, ...rest] = splitTopLevel(inner, ',')
  const url = quoted(urlArg ?? '')
  if (url === undefined || rest.length > 0 || method === 'FETCH')
    return { reason: `${urlArg ?? 'the URL'} is not a request the rules read; write the request in words` }
  const texts: string[] = []
  let send = `Send a ${method} request to ${url}`
  if (options !== undefined) {
    const json = jsonFromLiteral(options)
    const parsed = json === undefined ? undefined : parseJsonWithPlaceholders(json)
    if (!parsed?.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value))
      return { reason: 'the request options are read as an object literal of data, headers and params' }
    for (const [key, value] of Object.entries(parsed.value)) {
      const object = value !== null && typeof value === 'object' && !Array.isArray(value)
      if (key === 'data' && value !== null && typeof value === 'object') send = `${send} with JSON body ${JSON.stringify(value)}`
      else if (key === 'headers' && object) texts.push(`Headers ${JSON.stringify(value)}`)
      else if (key === 'params' && object && Object.values(value).every((item) => item === null || typeof item !== 'object'))
        texts.push(...Object.entries(value).map(([name, item]) => `Query ${name} is ${String(item)}`))
      // failOnStatusCode: true would fail on a status outside 2xx / 3xx, a check no step says.
      else if (key !== 'timeout' && !(key === 'failOnStatusCode' && value === false))
        return { reason: `the request's ${key} has no exact reading here; write the request in words` }
    }
  }
  return { texts: [...texts, send] }
}
