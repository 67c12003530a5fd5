import { describe, expect, it } from 'vitest'
import { analyzeSpec, assertUiSpecContent, templateCandidates, templateResolver } from '../../../src/modules/specs/spec-check.js'
import { TagFilterSchema, TagListSchema } from '../../../src/modules/specs/spec-tags.js'
import { FieldValidationError } from '../../../src/platform/http/errors.js'

const none = () => undefined

function refusal(content: string): string | undefined {
  try {
    assertUiSpecContent(content, analyzeSpec(content, none))
    return undefined
  } catch (err) {
    if (!(err instanceof FieldValidationError)) throw err
    expect(err.loc).toEqual(['body', 'content'])
    return err.msg
  }
}

describe('assertUiSpecContent', () => {
  it('accepts any titled UI spec, errors and all (drafts are kept)', () => {
    expect(refusal('# Test: Login\n## Steps\n1. Navigate to /\n')).toBeUndefined()
    expect(refusal('# Test: Draft\n')).toBeUndefined()
    expect(refusal('---\nowner: qa\n---\n# Login\n## Steps\n1. Navigate to /\n')).toBeUndefined()
  })

  it('refuses content without a title, with the line', () => {
    expect(refusal('')).toBe('line 1: missing title: the spec must start with "# Test: <name>"')
    expect(refusal('# Test:\n## Steps\n1. Navigate to /\n')).toBe('line 1: missing name: write "# Test: <name>"')
  })

  it('points other kinds of spec to where they belong', () => {
    expect(refusal('\n```\n# not a title\n```\n# API Test: Shop\n## Tests\n')).toBe(
      'line 5: this is an API test spec: save it with POST /api-testing/specs',
    )
    expect(refusal('# LLM Test Suite: Bot\n')).toBe('line 1: this is an LLM test spec: save it under /llm-testing/specs')
    expect(refusal('# Database Quality Check: Orders\n')).toBe('line 1: this is a database quality spec: save it under /database-testing')
  })
})

describe('templates', () => {
  it('an @include names a spec as written, then inside templates/', () => {
    expect(templateCandidates('login')).toEqual(['login', 'templates/login'])
    expect(templateCandidates('shared/login.md')).toEqual(['shared/login', 'templates/shared/login'])
    expect(templateCandidates('../x')).toEqual([])
  })

  it('prefers the exact name over the templates/ folder', () => {
    const resolve = templateResolver(
      new Map([
        ['templates/login', 'T'],
        ['login', 'L'],
        ['templates/only', 'O'],
      ]),
    )
    expect([resolve('login'), resolve('only'), resolve('nowhere')]).toEqual(['L', 'O', undefined])
  })
})

describe('tags', () => {
  it('lowercases, trims, merges duplicates and sorts', () => {
    expect(TagListSchema.parse([' Smoke', 'checkout', 'SMOKE'])).toEqual(['checkout', 'smoke'])
  })

  it('reads a filter from repeated parameters or commas', () => {
    expect(TagFilterSchema.parse('b,A')).toEqual(['a', 'b'])
    expect(TagFilterSchema.parse(['x', 'y,z', ''])).toEqual(['x', 'y', 'z'])
  })
})
