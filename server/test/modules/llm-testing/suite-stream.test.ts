import { describe, expect, it } from 'vitest'
import { summarize, validateContent } from '../../../src/modules/llm-testing/spec-service.js'
import { parseSuite } from '../../../src/modules/llm-testing/suite-parser.js'
import { checkSuite, streamSuite } from '../../../src/modules/llm-testing/suite-stream.js'

const HEAD = `# LLM Test: Support bot

## System Prompt

You are the support agent of {{company}}.

## Variables

- company: Acme
`

const CASES = `## Test Cases

Cases follow.

### Refund question
- Input: Where is my refund for {{company}}?
- Expected: Your refund is on its way
- Assertions:
  - icontains: refund (weight 2)
  - similarity: >= 0.3

### JSON answer
- Input: Give me JSON
- Threshold: 1
- Assertions:
  - is-json
  - contains-any: ["a", "b"]

#### A note under the case
Ignored text.
`

const DEFAULTS = `## Defaults

- temperature: 0
- threshold: 0.5
- Assertions:
  - not-refusal
`

const BROKEN = `# LLM Test: Broken

## System Prompt
Hello {{missing}}

## Defaults
- temperature: 7

## Test Cases

### one
- Input: hi
- Assertions:
  - sentiment: happy

### one
- Input:
- Assertions:
  - contains: x

### two
- Output: x

## Notes
Free text.
`

/** The same suite as parseSuite gives it, case by case. */
function sameAsWhole(markdown: string) {
  const whole = parseSuite(markdown)
  const stream = streamSuite(markdown)
  const issues = { errors: [] as { line: number; message: string }[], warnings: [] as { line: number; message: string }[] }
  const cases = [...stream.cases(issues)]
  expect(cases).toEqual(whole.suite.cases)
  expect(stream.total).toBe(whole.suite.cases.length)
  expect({ ...stream.suite, cases: whole.suite.cases }).toEqual(whole.suite)
  const checked = checkSuite(markdown)
  expect(checked.errors).toEqual(whole.errors)
  expect(checked.warnings).toEqual(whole.warnings)
  return { whole, checked }
}

describe('LLM suite streaming', () => {
  it('reads the same cases, defaults and lines as the whole parse, defaults before or after the cases', () => {
    const before = sameAsWhole(`${HEAD}\n${DEFAULTS}\n${CASES}`)
    expect(before.whole.errors).toEqual([])
    expect(before.whole.suite.cases.map((c) => c.assertions.map((a) => a.type))).toEqual([
      ['not-refusal', 'icontains', 'similarity'],
      ['not-refusal', 'is-json', 'contains-any'],
    ])
    const after = sameAsWhole(`${HEAD}\n${CASES}\n${DEFAULTS}`)
    expect(after.whole.suite.cases[0]!.threshold).toBe(0.5)
  })

  it('reports the same errors and warnings on the same lines', () => {
    const { whole } = sameAsWhole(BROKEN)
    expect(whole.errors.length).toBeGreaterThanOrEqual(5)
    expect(whole.warnings.map((w) => w.message)).toEqual([
      'Case name "one" repeats line 11',
      'Section "Notes" is not part of the suite format and is ignored',
    ])
  })

  it('falls back to the whole parse for layouts it does not cut (setext headings, no cases)', () => {
    sameAsWhole(`${HEAD}\n## Test Cases\n\nCase one\n--------\n- Input: x\n- Assertions:\n  - contains: x\n`)
    sameAsWhole(`${HEAD}\n## Test Cases\n\nNothing yet.\n`)
    sameAsWhole('no heading at all')
  })

  it('summarises a large suite without holding its cases', () => {
    const md = `${HEAD}\n## Test Cases\n\n${Array.from({ length: 120 }, (_, i) => `### case ${i}\n- Input: q ${i}\n- Assertions:\n  - contains: Echo\n`).join('\n')}`
    sameAsWhole(md)
    expect(validateContent(md)).toEqual(summarize(parseSuite(md)))
  })
})

describe('LLM suite streaming: plain cases read without the markdown parser', () => {
  it('gives what the parser gives for inline markup, trailing spaces, blank lines and near-plain lines', () => {
    const cases = [
      '### Plain: with colon:\n- Input: what is **bold** and _it_ [a](b)?  \n\n- Expected: x y\n- Assertions:\n  - contains: "x"\n\n  - max-length: 40',
      '### Continued\n- Input: first line\n  second line\n- Assertions:\n  - contains: x',
      '### Deeper\n- Input: q\n- Assertions:\n    - contains: x\n   - icontains: y',
      '### Star bullets\n* Input: q\n* Assertions:\n  * contains: x',
      '### Code `name`\n- Input: `code` here\n- Assertions:\n  - contains: `x`',
      '### Escaped \\#\n- Input: a \\* b\n- Assertions:\n  - contains: a',
      '### Tab\n- Input:\tq\n- Assertions:\n  - contains: q',
      '### Nested first\n  - contains: q\n- Input: q\n- Assertions:\n  - contains: q',
      '### Closing hashes ##\n- Input: q\n- Assertions:\n  - contains: q',
      '### Html <b>x</b>\n- Input: <i>q</i>\n- Assertions:\n  - contains: q',
    ]
    sameAsWhole(`${HEAD}\n${DEFAULTS}\n## Test Cases\n\n${cases.join('\n\n')}\n`)
  })
})
