import { XMLParser, XMLValidator } from 'fast-xml-parser'

/**
 * Checks a document against the JUnit XML schema CI systems use (Jenkins' junit-10.xsd, which GitLab and the
 * GitHub test reporters also accept): element nesting and order, required and typed attributes, and counts that
 * agree with the test cases. Returns the violations (empty when valid).
 */
export function checkJunit(xml: string): string[] {
  const wellFormed = XMLValidator.validate(xml)
  if (wellFormed !== true) return [`not well-formed: ${wellFormed.err.msg}`]
  type Node = Record<string, unknown>
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', preserveOrder: true }).parse(xml) as Node[]
  const problems: string[] = []
  const INT = /^\d+$/
  const DECIMAL = /^\d+(\.\d+)?$/
  const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/
  const name = (n: Node) => Object.keys(n).find((k) => k !== ':@') as string
  const attrs = (n: Node) => (n[':@'] ?? {}) as Record<string, string>
  const children = (n: Node) => ((n[name(n)] as Node[]) ?? []).filter((c) => name(c) !== '#text')
  const typed = (where: string, a: Record<string, string>, spec: Record<string, RegExp>) => {
    for (const [k, re] of Object.entries(spec))
      if (a[`@${k}`] !== undefined && !re.test(a[`@${k}`] as string)) problems.push(`${where}: @${k}="${a[`@${k}`]}" is not valid`)
  }
  const ALLOWED_SUITE = new Set([
    'name',
    'tests',
    'failures',
    'errors',
    'skipped',
    'disabled',
    'time',
    'timestamp',
    'hostname',
    'id',
    'package',
    'file',
    'log',
    'url',
    'version',
    'group',
  ])
  const ALLOWED_CASE = new Set(['name', 'classname', 'time', 'assertions', 'status', 'file', 'line', 'group'])
  const CASE_CHILD_ORDER = ['skipped', 'error', 'failure', 'system-out', 'system-err']

  const checkSuite = (suite: Node, where: string) => {
    const a = attrs(suite)
    for (const k of Object.keys(a)) if (!ALLOWED_SUITE.has(k.slice(1))) problems.push(`${where}: unknown attribute ${k}`)
    for (const req of ['name', 'tests']) if (a[`@${req}`] === undefined) problems.push(`${where}: missing @${req}`)
    typed(where, a, { tests: INT, failures: INT, errors: INT, skipped: INT, disabled: INT, time: DECIMAL, timestamp: DATETIME })
    const cases = children(suite).filter((c) => name(c) === 'testcase')
    for (const c of children(suite)) {
      if (!['testcase', 'properties', 'system-out', 'system-err', 'testsuite'].includes(name(c)))
        problems.push(`${where}: unexpected <${name(c)}>`)
    }
    let failures = 0
    let errors = 0
    let skipped = 0
    cases.forEach((tc, i) => {
      const w = `${where}/testcase[${i}]`
      const ca = attrs(tc)
      for (const k of Object.keys(ca)) if (!ALLOWED_CASE.has(k.slice(1))) problems.push(`${w}: unknown attribute ${k}`)
      if (!ca['@name']) problems.push(`${w}: missing @name`)
      typed(w, ca, { time: DECIMAL, assertions: INT })
      let last = -1
      for (const child of children(tc)) {
        const pos = CASE_CHILD_ORDER.indexOf(name(child))
        if (pos < 0) problems.push(`${w}: unexpected <${name(child)}>`)
        else if (pos < last) problems.push(`${w}: <${name(child)}> out of order`)
        last = Math.max(last, pos)
        if (name(child) === 'failure') failures++
        if (name(child) === 'error') errors++
        if (name(child) === 'skipped') skipped++
      }
      if (children(tc).filter((c) => name(c) === 'skipped').length > 1) problems.push(`${w}: more than one <skipped>`)
    })
    const count = (k: string) => (a[`@${k}`] === undefined ? undefined : Number(a[`@${k}`]))
    if (count('tests') !== undefined && count('tests') !== cases.length)
      problems.push(`${where}: @tests=${count('tests')} but ${cases.length} testcases`)
    if (count('failures') !== undefined && count('failures') !== failures)
      problems.push(`${where}: @failures=${count('failures')} but ${failures} <failure>`)
    if (count('errors') !== undefined && count('errors') !== errors)
      problems.push(`${where}: @errors=${count('errors')} but ${errors} <error>`)
    if (count('skipped') !== undefined && count('skipped') !== skipped)
      problems.push(`${where}: @skipped=${count('skipped')} but ${skipped} <skipped>`)
  }

  const roots = doc.filter((n) => !['?xml', '#text'].includes(name(n)))
  if (roots.length !== 1) return [`expected one root element, found ${roots.length}`]
  const root = roots[0] as Node
  if (name(root) === 'testsuite') checkSuite(root, 'testsuite')
  else if (name(root) === 'testsuites') {
    typed('testsuites', attrs(root), { tests: INT, failures: INT, errors: INT, skipped: INT, disabled: INT, time: DECIMAL })
    const suites = children(root)
    suites.forEach((s, i) => {
      if (name(s) !== 'testsuite') problems.push(`testsuites: unexpected <${name(s)}>`)
      else checkSuite(s, `testsuites/testsuite[${i}]`)
    })
  } else problems.push(`root must be <testsuites> or <testsuite>, not <${name(root)}>`)
  return problems
}
