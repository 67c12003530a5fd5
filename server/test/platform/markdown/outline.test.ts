import { describe, expect, it } from 'vitest'
import { afterPrefix, allSections, findSection, keyValue, readOutline } from '../../../src/platform/markdown/outline.js'

const SUITE = [
  '# LLM Test: Support bot', // 1
  '', // 2
  'Checks the refund answers.', // 3
  '', // 4
  '## System Prompt', // 5
  '', // 6
  'You are a support agent.', // 7
  'Never promise refunds.', // 8
  '', // 9
  '## Test Cases', // 10
  '', // 11
  '### Refund policy', // 12
  '- Input: How do I get a refund?', // 13
  '- Expected: within 30 days', // 14
  '- Assertions:', // 15
  '  - contains: 30 days', // 16
  '  - max-length: 400', // 17
  '', // 18
  '### Greeting', // 19
  '- **Input**: Hello', // 20
].join('\r\n')

describe('readOutline', () => {
  it('nests sections by depth and keeps the line of every heading, item and paragraph', () => {
    const outline = readOutline(SUITE)
    expect(outline.sections.map((s) => [s.heading, s.depth, s.line])).toEqual([['LLM Test: Support bot', 1, 1]])
    const top = outline.sections[0]!
    expect(top.blocks).toEqual([{ kind: 'paragraph', text: 'Checks the refund answers.', line: 3 }])
    expect(top.sections.map((s) => [s.heading, s.line])).toEqual([
      ['System Prompt', 5],
      ['Test Cases', 10],
    ])
    const cases = findSection(top.sections, 'test cases')!
    expect(cases.sections.map((s) => [s.heading, s.line])).toEqual([
      ['Refund policy', 12],
      ['Greeting', 19],
    ])
    const refund = cases.sections[0]!
    expect(refund.items.map((i) => [i.text, i.line])).toEqual([
      ['Input: How do I get a refund?', 13],
      ['Expected: within 30 days', 14],
      ['Assertions:', 15],
    ])
    expect(refund.items[2]!.items.map((i) => [i.text, i.line])).toEqual([
      ['contains: 30 days', 16],
      ['max-length: 400', 17],
    ])
    expect(allSections(outline).map((s) => s.heading)).toEqual([
      'LLM Test: Support bot',
      'System Prompt',
      'Test Cases',
      'Refund policy',
      'Greeting',
    ])
  })

  it('gives a section body as written, up to the next heading of any depth, with its first line', () => {
    const prompt = findSection(readOutline(SUITE).sections[0]!.sections, 'System Prompt')!
    expect(prompt.body).toBe('You are a support agent.\nNever promise refunds.')
    expect(prompt.bodyLine).toBe(7)
    const cases = findSection(readOutline(SUITE).sections[0]!.sections, 'Test Cases')!
    expect(cases.body).toBe('')
  })

  it('keeps content before the first heading as the preamble and never throws on odd input', () => {
    const outline = readOutline('intro line\n\n- a\n- b\n')
    expect(outline.sections).toEqual([])
    expect(outline.preamble.items.map((i) => i.text)).toEqual(['a', 'b'])
    expect(outline.preamble.body).toBe('intro line\n\n- a\n- b')
    expect(readOutline('').sections).toEqual([])
    expect(readOutline('#\n##\n').sections[0]!.heading).toBe('')
  })

  it('reads fenced code in a section with its language and line', () => {
    const outline = readOutline('## Custom SQL\n\n```sql\nselect 1\n```\n')
    expect(outline.sections[0]!.blocks).toEqual([{ kind: 'code', text: 'select 1', line: 3, lang: 'sql' }])
  })
})

describe('readOutline on long documents', () => {
  it('keeps lines and offsets right when it parses section by section, and never cuts inside fenced code', () => {
    const cases = Array.from({ length: 300 }, (_, i) => `### Case ${i}\n- Input: q${i}\n\n\`\`\`text\n# not a heading ${i}\n\`\`\`\n`)
    const doc = `# LLM Test: Big\n\n## Test Cases\n\n${cases.join('\n')}`
    const outline = readOutline(doc)
    const all = findSection(outline.sections[0]!.sections, 'Test Cases')!.sections
    expect(all).toHaveLength(300)
    const lines = doc.split('\n')
    for (const [i, section] of all.entries()) {
      expect(lines[section.line - 1]).toBe(`### Case ${i}`)
      expect(lines[section.items[0]!.line - 1]).toBe(`- Input: q${i}`)
      expect(section.blocks).toEqual([{ kind: 'code', text: `# not a heading ${i}`, line: section.line + 3, lang: 'text' }])
    }
  })
})

describe('keyValue and afterPrefix', () => {
  it('reads Key: value items, bold keys included, and refuses other shapes', () => {
    expect(keyValue('Input: How do I: get a refund?')).toEqual({ key: 'input', value: 'How do I: get a refund?' })
    expect(keyValue('**Expected**: 30 days')).toEqual({ key: 'expected', value: '30 days' })
    expect(keyValue('**Custom  SQL:** select 1')).toEqual({ key: 'custom sql', value: 'select 1' })
    expect(keyValue('just words')).toBeUndefined()
    expect(keyValue(': no key')).toBeUndefined()
  })

  it('strips a heading prefix case-insensitively', () => {
    expect(afterPrefix('LLM Test: Support bot', 'LLM Test')).toBe('Support bot')
    expect(afterPrefix('database quality check:  Orders', 'Database Quality Check')).toBe('Orders')
    expect(afterPrefix('Something else', 'LLM Test')).toBeUndefined()
  })
})
