import { describe, expect, it } from 'vitest'
import { fillVariables, parseSuite } from '../../../src/modules/llm-testing/suite-parser.js'

const SUITE = `# LLM Test: Support bot

## System Prompt

You are the support agent of {{company}}. Answer briefly.

## Variables

- company: Acme

## Defaults

- temperature: 0
- max_tokens: 200
- threshold: 0.5
- Assertions:
  - not-refusal

## Test Cases

### Refund question
- Input: Where is my refund for {{company}} order 12345?
- Expected: Your refund is on its way
- Assertions:
  - icontains: refund (weight 2)
  - similarity: >= 0.3

### JSON answer
- Input: Give me JSON
- Threshold: 1
- Assertions:
  - is-json
`

describe('LLM suite parser', () => {
  it('reads prompt, variables, defaults and cases with lines', () => {
    const { suite, errors, warnings } = parseSuite(SUITE)
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
    expect(suite.title).toBe('Support bot')
    expect(fillVariables(suite.systemPrompt, suite.variables)).toBe('You are the support agent of Acme. Answer briefly.')
    expect(suite.defaults).toEqual({ temperature: 0, max_tokens: 200, threshold: 0.5 })
    expect(
      suite.cases.map((c) => [c.index, c.name, c.line, c.threshold, c.assertions.map((a) => `${a.type}@${a.line}x${a.weight}`)]),
    ).toEqual([
      [0, 'Refund question', 21, 0.5, ['not-refusal@17x1', 'icontains@25x2', 'similarity@26x1']],
      [1, 'JSON answer', 28, 1, ['not-refusal@17x1', 'is-json@32x1']],
    ])
    expect(suite.cases[0]!.expected).toBe('Your refund is on its way')
    expect(suite.cases[0]!.assertions[2]).toMatchObject({ text: 'Your refund is on its way', threshold: 0.3 })
  })

  it('names the line of every problem', () => {
    const broken = `# LLM Test: Broken

## System Prompt
Hello {{missing}}

## Defaults
- temprature: 1

## Test Cases

### No input
- Assertions:
  - contains: x

### Unknown assertion
- Input: hi
- Assertions:
  - smells-nice: roses
  - max-length: many

### Nothing checked
- Input: hi
`
    const { errors } = parseSuite(broken)
    expect(errors).toEqual([
      { line: 4, message: expect.stringContaining('{{missing}} is not defined') },
      { line: 7, message: expect.stringContaining('Unknown default "temprature: 1"') },
      { line: 11, message: 'Case "No input" has no "- Input:"' },
      { line: 18, message: expect.stringContaining('unknown assertion type "smells-nice"') },
      { line: 19, message: expect.stringContaining('max-length: needs a whole number') },
      { line: 21, message: expect.stringContaining('has no assertions') },
    ])
  })

  it('requires the title and sections', () => {
    expect(parseSuite('hello').errors.map((e) => e.message)).toEqual([
      'The suite must start with "# LLM Test: <name>"',
      'Missing "## System Prompt" section',
      'Missing "## Test Cases" section',
    ])
    expect(parseSuite('# API Test: x\n## System Prompt\nx\n## Test Cases\n').errors[0]).toEqual({
      line: 1,
      message: 'The title must read "# LLM Test: <name>"',
    })
  })
})
