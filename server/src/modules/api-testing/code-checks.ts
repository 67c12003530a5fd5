/**
 * Checks written as test code (issue 11): Jest/Vitest `expect(x).toBe(v)`, Chai/Postman `pm.expect(x).to.eql(v)`
 * and Python `assert response.json()["x"] == v`, rewritten as the JS-like comparison the API grammar reads
 * (`$.x == v`, `status == 204`, `$.items.length == 3`). Only the matchers listed here are read; any other stays
 * as written (and is reported), so nothing is guessed.
 */

/** Matcher -> the comparison it makes (`length` compares the array's length). */
const MATCHERS: [RegExp, string][] = [
  [/^\.(?:toBe|toEqual|toStrictEqual|to\.(?:eql|equal|be\.equal|deep\.equal))\((.+)\)$/, '== $1'],
  [/^\.(?:not\.(?:toBe|toEqual|toStrictEqual)|to\.not\.(?:eql|equal))\((.+)\)$/, '!= $1'],
  [/^\.(?:toBeGreaterThan|to\.be\.(?:above|greaterThan|gt))\((.+)\)$/, '> $1'],
  [/^\.(?:toBeGreaterThanOrEqual|to\.be\.(?:at\.least|gte))\((.+)\)$/, '>= $1'],
  [/^\.(?:toBeLessThan|to\.be\.(?:below|lessThan|lt))\((.+)\)$/, '< $1'],
  [/^\.(?:toBeLessThanOrEqual|to\.be\.(?:at\.most|lte))\((.+)\)$/, '<= $1'],
  [/^\.(?:toContain|to\.(?:include|contain))\((.+)\)$/, 'contains $1'],
  [/^\.(?:toBeDefined|to\.exist|to\.not\.be\.undefined)\(?\)?$/, 'exists'],
  [/^\.(?:toBeUndefined|to\.not\.exist|to\.be\.undefined)\(?\)?$/, 'does not exist'],
  [/^\.(?:toHaveLength|to\.have\.(?:lengthOf|length))\((\d+)\)$/, 'length == $1'],
]

/**
 * What the code names, as the grammar's path: the response object (`response`, `res`, `resp`, Postman's `jsonData`,
 * `pm.response.json()`, Python's `response.json()`, each with an optional `.body` / `.data`) is `$`; its status is
 * the HTTP status.
 */
function subjectPath(code: string): string | undefined {
  const tail = code
    .trim()
    .replace(/\[\s*["']([^"']+)["']\s*\]/g, '.$1')
    .replace(/\[(\d+)\]/g, '.$1')
  const root =
    /^(?:pm\.response\.json\(\)|(?:response|res|resp|r)\.json\(\)|(?:response|res|resp)(?:\.(?:body|data))?|body|data|json|jsonData|payload)(?=\.|$)/.exec(
      tail,
    )
  if (!root) return undefined
  const rest = tail.slice(root[0].length)
  if (/^\.(?:status|statusCode|status_code|code)$/.test(rest) && !/json|body|data/i.test(root[0])) return 'status'
  if (rest === '') return '$'
  return /^(?:\.[A-Za-z_$][\w$-]*|\.\d+)+$/.test(rest) ? `$${rest}` : undefined
}

/** A check written as test code -> the comparison the grammar reads, or `undefined` when it is none. */
export function codeAssertion(written: string): string | undefined {
  const text = written.trim().replace(/;$/, '')
  const python = /^assert\s+(.+?)\s*(==|!=|>=|<=|>|<)\s*(.+)$/.exec(text)
  if (python) {
    const path = subjectPath(python[1]!)
    return path ? `${path} ${python[2]} ${python[3]!.replace(/^'([^']*)'$/, '"$1"')}` : undefined
  }
  const call = /^(?:pm\.)?expect\((.+?)\)(\..+)$/.exec(text)
  if (!call) return undefined
  const path = subjectPath(call[1]!)
  if (!path) return undefined
  for (const [pattern, comparison] of MATCHERS) {
    const matched = pattern.exec(call[2]!)
    if (!matched) continue
    const value = (matched[1] ?? '').trim().replace(/^'([^']*)'$/, '"$1"')
    const said = comparison.replace('$1', value)
    if (said.startsWith('length')) return path === 'status' ? undefined : `Verify the length of ${path} is ${value}`
    // `expect(body.items.length).toBe(3)`: the `.length` of a path is the array's length, compared like it.
    const counted = /^(\$.*)\.length$/.exec(path)
    if (counted && /^(?:==|>=|<=|>|<)\s*\d+$/.test(said)) {
      const [, op, n] = /^(\S+)\s*(\d+)$/.exec(said)!
      return `Verify the length of ${counted[1]} ${op === '==' ? 'is' : op} ${n}`
    }
    return `${path} ${said}`
  }
  return undefined
}

/** Header names a bare `Name: value` pair may use: any hyphenated name (`X-Api-Key`) or one of these. */
const BARE_HEADERS = /^(?:[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+|Authorization|Accept|Cookie|Origin|Referer|Host)$/

/**
 * `Use Authorization: Bearer {{TOKEN}}`: a `Name: value` pair after use / set / send / add is a request header;
 * `There should be no X-Powered-By header in the response`: the header is absent.
 */
export function headerRewrite(text: string): string | undefined {
  const pair = /^(?:use|set|send|add|pass|include)\s+(?:the\s+)?([A-Za-z][\w-]*)\s*:\s*(.+)$/i.exec(text)
  if (pair && BARE_HEADERS.test(pair[1]!)) return `Set header ${pair[1]}: ${pair[2]}`
  const none = /^there\s+(?:is|should\s+be|must\s+be)\s+no\s+(?:"([^"]+)"|([A-Za-z][\w-]*))\s+header(?:\s+in\s+the\s+response)?$/i.exec(
    text,
  )
  if (none) return `The response has no ${none[1] ?? none[2]} header`
  // `Given the header "X-Tenant" is "gym-42"`: a Gherkin Given arranges the request, so the header is sent, not checked.
  const given =
    /^given\s+(?:that\s+)?(?:the\s+)?(?:request\s+)?header\s+(?:"([^"]+)"|'([^']+)'|([A-Za-z][\w-]*))\s+(?:is|=|equals|is\s+set\s+to)\s+(.+)$/i.exec(
      text,
    )
  if (given) return `Set header ${given[1] ?? given[2] ?? given[3]}: ${given[4]!.replace(/^(["'])(.*)\1$/, '$2')}`
  return undefined
}
