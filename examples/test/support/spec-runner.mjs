// A literal reference interpreter for the step phrasings in examples/specs/README.md. It exists to prove the
// sample specs are right (they pass on baseline and fail where the variants say they should); it does no
// healing and no fuzzy matching beyond "exact name first, then substring", which is what makes the cosmetic
// variant fail here.

const UI_STEPS = [
  ['navigate', /^Navigate to (\S+)$/],
  ['enter', /^Enter "(.*)" into the (.+) field$/],
  ['select', /^Select "(.*)" from (.+)$/],
  ['check', /^(Check|Uncheck) "(.+)"$/],
  ['clickFor', /^Click "(.+)" for "(.+)"$/],
  ['click', /^Click "(.+)"$/],
  ['press', /^Press (\w+)$/],
  ['seeText', /^Verify the text "(.+)" is visible$/],
  ['url', /^Verify the URL contains (\S+)$/],
  ['title', /^Verify the title contains "(.+)"$/],
  ['rows', /^Verify (\d+) rows in the (.+) table$/],
  ['items', /^Verify (\d+) items in the (.+) list$/],
]

const JSON_PATH = '(\\$(?:\\.[A-Za-z_][\\w]*|\\[\\d+\\])*)'
const HEADER = '([A-Za-z0-9-]+)'
const API_STEPS = [
  ['send', /^Send the request$/],
  ['sendBody', /^Send the request with JSON body (.+)$/],
  ['sendHeader', new RegExp(`^Send the request with header ${HEADER}: (.+?)(?: and JSON body (.+))?$`)],
  ['sendAnonymous', /^Send the request without authentication(?: and JSON body (.+))?$/],
  ['status', /^Verify status is (\d{3})$/],
  ['fieldEquals', new RegExp(`^Verify JSON field ${JSON_PATH} equals (.+)$`)],
  ['fieldExists', new RegExp(`^Verify JSON field ${JSON_PATH} exists$`)],
  ['fieldType', new RegExp(`^Verify JSON field ${JSON_PATH} is an? (string|number|integer|boolean|array|object|null)$`)],
  ['bodyContains', /^Verify response body contains "(.*)"$/],
  ['headerExists', new RegExp(`^Verify header ${HEADER} exists$`)],
  ['headerEquals', new RegExp(`^Verify header ${HEADER} equals "(.*)"$`)],
  ['headerContains', new RegExp(`^Verify header ${HEADER} contains "(.*)"$`)],
  ['responseTime', /^Verify response time is below (\d+) ms$/],
  ['save', new RegExp(`^Save ${JSON_PATH} as \\{\\{(\\w+)\\}\\}$`)],
]

export function matchStep(table, text) {
  for (const [kind, pattern] of table) {
    const m = pattern.exec(text)
    if (m) return { kind, args: m.slice(1) }
  }
  return undefined
}
export const matchUiStep = (text) => matchStep(UI_STEPS, text)
export const matchApiStep = (text) => matchStep(API_STEPS, text)

function sections(markdown) {
  const out = {}
  let current
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) {
      current = heading[1].trim()
      out[current] = []
    } else if (current) out[current].push(line)
  }
  return out
}

export function parseUiSpec(markdown) {
  const name = /^# Test: (.+)$/m.exec(markdown)?.[1]
  const s = sections(markdown)
  const steps = (s.Steps ?? []).map((l) => /^(\d+)\. (.+)$/.exec(l)).filter(Boolean)
  return {
    name,
    description: s.Description?.join(' ').trim(),
    expected: s['Expected Outcome']?.join('\n').trim(),
    steps: steps.map(([, n, text]) => ({ n: Number(n), text: text.trim() })),
  }
}

export function parseApiSpec(markdown) {
  const name = /^# API Test: (.+)$/m.exec(markdown)?.[1]
  const s = sections(markdown)
  const firstLine = (lines) => lines?.map((l) => l.trim()).find(Boolean)
  const tests = []
  for (const line of s.Tests ?? []) {
    const heading = /^### (GET|POST|PUT|PATCH|DELETE) (\S+)(?: \((.+)\))?$/.exec(line)
    if (heading) tests.push({ method: heading[1], path: heading[2], label: heading[3], steps: [] })
    else if (line.startsWith('### ')) tests.push({ invalid: line, steps: [] })
    else if (/^- /.test(line)) tests.at(-1)?.steps.push(line.slice(2).trim())
  }
  return { name, description: s.Description?.join(' ').trim(), baseUrl: firstLine(s['Base URL']), auth: firstLine(s.Authentication), tests }
}

function jsonPath(value, path) {
  let current = value
  for (const [, key, index] of path.slice(1).matchAll(/\.([A-Za-z_]\w*)|\[(\d+)\]/g)) {
    if (current === null || typeof current !== 'object') return { found: false }
    const k = key ?? Number(index)
    if (!(k in current)) return { found: false }
    current = current[k]
  }
  return { found: true, value: current }
}

const typeName = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)
const show = (v) => `${typeName(v)} ${JSON.stringify(v)}`

/** Runs an API spec's tests in order; returns `[{name, ok, failure?}]` where failure names the check. */
export async function runApiSpec(spec, env) {
  const vars = {}
  const sub = (text) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, name) => {
      const value = vars[name] ?? env[name]
      return value === undefined ? whole : String(value)
    })
  const results = []
  for (const t of spec.tests) {
    const name = `${t.method} ${t.path}${t.label ? ` (${t.label})` : ''}`
    let response
    const check = async (text) => {
      const step = matchApiStep(text)
      if (!step) throw new Error(`unknown step: ${text}`)
      const [a, b, c] = step.args
      if (step.kind.startsWith('send')) {
        const headers = {}
        const auth = spec.auth && !/^none$/i.test(spec.auth) ? sub(spec.auth) : undefined
        if (auth && !auth.includes('{{') && step.kind !== 'sendAnonymous') headers.authorization = auth
        let body = step.kind === 'sendBody' ? a : step.kind === 'sendHeader' ? c : step.kind === 'sendAnonymous' ? a : undefined
        if (step.kind === 'sendHeader') headers[a.toLowerCase()] = sub(b)
        if (body !== undefined) {
          body = sub(body)
          headers['content-type'] = 'application/json'
        }
        const started = performance.now()
        const res = await fetch(sub(spec.baseUrl) + sub(t.path), { method: t.method, headers, body })
        const raw = await res.text()
        let json
        try {
          json = raw ? JSON.parse(raw) : undefined
        } catch {}
        response = { status: res.status, headers: res.headers, raw, json, ms: performance.now() - started }
        return
      }
      if (!response) throw new Error('no request was sent')
      const field = () => {
        const r = jsonPath(response.json, a)
        if (!r.found) throw new Error(`${a}: missing`)
        return r.value
      }
      switch (step.kind) {
        case 'status':
          if (response.status !== Number(a)) throw new Error(`status: expected ${a}, got ${response.status}`)
          return
        case 'fieldEquals': {
          const expected = JSON.parse(sub(b))
          const actual = field()
          if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${a}: expected ${show(expected)}, got ${show(actual)}`)
          return
        }
        case 'fieldExists':
          field()
          return
        case 'fieldType': {
          const actual = field()
          const ok = b === 'integer' ? Number.isInteger(actual) : typeName(actual) === b
          if (!ok) throw new Error(`${a}: expected a ${b}, got ${show(actual)}`)
          return
        }
        case 'bodyContains':
          if (!response.raw.includes(sub(a))) throw new Error(`body: does not contain ${JSON.stringify(a)}`)
          return
        case 'headerExists':
          if (!response.headers.has(a)) throw new Error(`header ${a}: missing`)
          return
        case 'headerEquals':
          if (response.headers.get(a) !== b)
            throw new Error(`header ${a}: expected ${JSON.stringify(b)}, got ${JSON.stringify(response.headers.get(a))}`)
          return
        case 'headerContains':
          if (!response.headers.get(a)?.includes(b)) throw new Error(`header ${a}: does not contain ${JSON.stringify(b)}`)
          return
        case 'responseTime':
          if (response.ms >= Number(a)) throw new Error(`response time: ${Math.round(response.ms)} ms is not below ${a} ms`)
          return
        case 'save':
          vars[b] = field()
          return
      }
    }
    try {
      for (const step of t.steps) await check(step)
      results.push({ name, ok: true })
    } catch (error) {
      results.push({ name, ok: false, failure: error.message })
    }
  }
  return results
}

async function poll(read, accept, { timeout, describe }) {
  const deadline = Date.now() + timeout
  let last
  while (Date.now() < deadline) {
    last = await read()
    if (accept(last)) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${describe}; last saw ${JSON.stringify(last)}`)
}

/** Runs a UI spec in a Playwright page; returns `{ok}` or `{ok: false, step, error}` for the first failing step. */
export async function runUiSpec(page, spec, env, { timeout = 2000 } = {}) {
  const sub = (text) => text.replace(/\{\{(\w+)\}\}/g, (whole, name) => env[name] ?? whole)
  page.setDefaultTimeout(timeout)
  // The first candidate that matches exactly one element, waiting for the page to settle; ambiguity is an error.
  async function one(candidates, what) {
    const deadline = Date.now() + timeout
    while (true) {
      for (const locator of candidates) {
        const count = await locator.count()
        if (count === 1) return locator
        if (count > 1) throw new Error(`${what}: ${count} elements match`)
      }
      if (Date.now() > deadline) throw new Error(`${what}: not found`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const byLabel = (label) =>
    one([page.getByLabel(label, { exact: true }), page.getByLabel(label), page.getByPlaceholder(label)], `field "${label}"`)
  for (const step of spec.steps) {
    try {
      const matched = matchUiStep(step.text)
      if (!matched) throw new Error('unknown step')
      const [a, b] = matched.args.map(sub)
      switch (matched.kind) {
        case 'navigate':
          await page.goto(a)
          break
        case 'enter':
          await (await byLabel(b)).fill(a)
          break
        case 'select':
          await (await byLabel(b)).selectOption({ label: a })
          break
        case 'check':
          await (await byLabel(b))[a === 'Check' ? 'check' : 'uncheck']()
          break
        case 'click': {
          const target = await one(
            ['button', 'link'].map((role) => page.getByRole(role, { name: a, exact: true })),
            `button or link "${a}"`,
          )
          await target.click()
          await page.waitForLoadState()
          break
        }
        case 'clickFor': {
          const container = page.getByRole('listitem').or(page.getByRole('row')).filter({ hasText: b })
          const target = await one([container.getByRole('button', { name: a, exact: true })], `"${a}" for "${b}"`)
          await target.click()
          await page.waitForLoadState()
          break
        }
        case 'press':
          await page.keyboard.press(a)
          await page.waitForLoadState()
          break
        case 'seeText':
          await page.getByText(a).first().waitFor({ state: 'visible' })
          break
        case 'url':
          await poll(
            () => page.url(),
            (u) => u.includes(a),
            { timeout, describe: `URL does not contain ${a}` },
          )
          break
        case 'title':
          await poll(
            () => page.title(),
            (t) => t.includes(a),
            { timeout, describe: `title does not contain ${a}` },
          )
          break
        case 'rows': {
          const rows = page.getByRole('table', { name: b }).locator('tbody tr')
          await poll(
            () => rows.count(),
            (n) => n === Number(a),
            { timeout, describe: `expected ${a} rows in the ${b} table` },
          )
          break
        }
        case 'items': {
          const items = page.getByRole('list', { name: b }).locator(':scope > li')
          await poll(
            () => items.count(),
            (n) => n === Number(a),
            { timeout, describe: `expected ${a} items in the ${b} list` },
          )
          break
        }
      }
    } catch (error) {
      return { ok: false, step: step.n, error: error.message.split('\n')[0] }
    }
  }
  return { ok: true }
}
