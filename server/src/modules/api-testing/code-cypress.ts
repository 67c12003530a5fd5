import { readJsCode, readMatcher } from './code-checks.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { type Idiom, readStatements, say, subjectOf } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * Cypress API tests: `cy.request(…)` (positional or an options object) and an alias (`cy.get('@created')`), then
 * `.its('status').should('eq', 201)`, `.its('body.items').should('have.length', 3)`, `.its('headers').its('x')`,
 * `.should(…)` / `.and(…)` with Chai's chainer as a string, `cy.wrap(res.body.id).should('eq', 7)` and a
 * `.then((res) => { expect(…) })` / `.should((res) => …)` callback on the response, read as JavaScript checks.
 * `cy.wait('@alias')` waits on the browser's own traffic, not on the test's request: reported.
 */

const START = /^(?:cy\.(?:request|get|wrap|wait)\(|\.(?:its|should|and|then)\((?!\)))/

export function readCypress(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  if (!START.test(text)) return undefined
  const links = splitTopLevel(text.replace(/^\./, ''), '.')
  if (links[0] === 'cy') links.shift()
  const texts: string[] = []
  let subject: string | undefined = 'response'
  let started = false
  for (const [index, link] of links.entries()) {
    const call = callOf(link)
    if (!call) return unread(link)
    const [first] = call.args
    if (call.name === 'wait') return { reason: "cy.wait('@alias') waits on the page's own traffic, not on this test's request" }
    if (call.name === 'request' && index === 0) {
      const request = readRequest(call.args)
      if ('reason' in request) return request
      texts.push(...request.texts)
    } else if (call.name === 'get' && index === 0 && /^@\w+$/.test(quoted(first ?? '') ?? '')) {
      // An alias of the test's request.
    } else if (call.name === 'wrap' && index === 0 && call.args.length === 1) subject = first!.trim()
    else if (call.name === 'its' && call.args.length === 1 && quoted(first!) !== undefined) {
      if (subject === undefined) return unread(link)
      subject = its(subject, quoted(first!)!)
      started = true
    } else if ((call.name === 'should' || call.name === 'and') && quoted(first ?? '') !== undefined) {
      const read = should(subject, quoted(first!)!, call.args.slice(1))
      if ('reason' in read) return read
      texts.push(...read.texts)
    } else if (call.name === 'as' && index === links.length - 1 && /^\w+$/.test(quoted(first ?? '') ?? '') && subject !== 'response') {
      // `cy.wrap(response.body.id).as('taskId')`: an alias of a value of the response, kept for later steps.
      const named = subjectOf(subject ?? '')
      if (named?.kind !== 'path') return { reason: `"${subject}" is no value of the response's body to keep` }
      texts.push(say.save(named.path, quoted(first!)!))
    } else if ((call.name === 'then' || call.name === 'should') && call.args.length === 1 && !started) {
      const read = callback(first!)
      if ('reason' in read) return read
      texts.push(...read.texts)
    } else return unread(link)
  }
  return texts.length > 0 ? { texts } : { reason: `${text} checks nothing` }
}

const unread = (link: string): Idiom => ({ reason: `${link} has no exact reading in a Cypress chain; write the check in words` })

/** `its('body.items')` on the response -> `response.body.items`; a header by its name after `its('headers')`. */
function its(subject: string, property: string): string {
  if (/\.headers$/.test(subject)) return `${subject}['${property}']`
  return property
    .split('.')
    .reduce(
      (code, key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${code}.${key}` : /^\d+$/.test(key) ? `${code}[${key}]` : `${code}['${key}']`),
      subject,
    )
}

/** `.should('have.length', 3)` is Chai's `.to.have.length(3)` on the subject. */
function should(subject: string | undefined, chainer: string, args: string[]): Idiom {
  const named = subject === undefined ? undefined : subjectOf(subject)
  if (!named) return { reason: `"${subject}" is not the response, its body, status, text, a header or the response time` }
  // Chai's include / contain on an object is a subset match, which no check reads exactly.
  if (/(?:^|\.)(?:include|contain|includes|contains|members)$/.test(chainer) && /^\{/.test(args[0]?.trim() ?? ''))
    return { reason: `.should('${chainer}', {…}) matches an object loosely; check its fields one by one` }
  if (/(?:^|\.)(?:ok|exist)$/.test(chainer) && named.kind === 'path' && named.whole)
    return { reason: `.should('${chainer}') says only that there is a response` }
  return readMatcher(named, args.length > 0 ? `${chainer}(${args.join(', ')})` : chainer)
}

/** `(res) => { expect(res.status).to.eq(201) }` or `res => expect(…)`: the callback's checks on the response. */
function callback(written: string): Idiom {
  const arrow = /^(?:async\s+)?(?:\(\s*([A-Za-z_$][\w$]*)\s*\)|([A-Za-z_$][\w$]*))\s*=>\s*([\s\S]+)$/.exec(written.trim())
  const fn = /^function\s*\(\s*([A-Za-z_$][\w$]*)\s*\)\s*(\{[\s\S]*\})$/.exec(written.trim())
  const name = arrow ? (arrow[1] ?? arrow[2])! : fn?.[1]
  const body = arrow ? arrow[3]! : fn?.[2]
  if (!name || body === undefined || !/^(?:response|res|resp)$/.test(name))
    return { reason: 'a callback is read when its one parameter is the response (res => …)' }
  const statements = /^\{([\s\S]*)\}$/.exec(body.trim())?.[1] ?? body
  return readStatements(splitTopLevel(statements, ';'), readJsCode, 'the callback holds no check')
}

const METHOD = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/

/** `cy.request(url)`, `cy.request(method, url, body)` or `cy.request({ method, url, body, headers, qs })`. */
function readRequest(args: string[]): Idiom {
  const reported: Idiom = { reason: 'cy.request() is read with a literal method, URL and body' }
  let options: Record<string, unknown> = {}
  if (args.length === 1 && /^\{/.test(args[0]!.trim())) {
    const json = jsonFromLiteral(args[0]!)
    const parsed = json === undefined ? undefined : parseJsonWithPlaceholders(json)
    if (!parsed?.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return reported
    options = parsed.value as Record<string, unknown>
  } else {
    const values = args.map((arg) => quoted(arg))
    const withMethod = values.length >= 2 && METHOD.test(values[0] ?? '')
    const url = withMethod ? values[1] : values[0]
    if (url === undefined || args.length > (withMethod ? 3 : 1)) return reported
    options = { method: withMethod ? values[0] : 'GET', url }
    if (withMethod && args[2] !== undefined) {
      const body = jsonFromLiteral(args[2])
      if (body === undefined || !/^[{[]/.test(body)) return reported
      options.body = JSON.parse(body.replace(/\{\{\s*(\w+)\s*\}\}/g, '"{{$1}}"'))
    }
  }
  const texts: string[] = []
  const method = typeof options.method === 'string' ? options.method.toUpperCase() : 'GET'
  if (typeof options.url !== 'string' || !METHOD.test(method)) return reported
  let send = `Send a ${method} request to ${options.url}`
  for (const [key, value] of Object.entries(options)) {
    if (key === 'method' || key === 'url') continue
    // failOnStatusCode: false only keeps Cypress from failing on a 4xx / 5xx itself; the checks say what status is wanted.
    if (key === 'failOnStatusCode' && value === false) continue
    if (key === 'body' && value !== null && typeof value === 'object') send = `${send} with JSON body ${JSON.stringify(value)}`
    else if (key === 'headers' && value !== null && typeof value === 'object' && !Array.isArray(value))
      texts.push(`Headers ${JSON.stringify(value)}`)
    else return { reason: `cy.request()'s ${key} has no exact reading here; write the request in words` }
  }
  return { texts: [...texts, send] }
}
