import { describe, expect, it } from 'vitest'
import { changedFields } from './queries.js'

describe('changedFields', () => {
  it('keeps only what differs from the loaded values', () => {
    expect(changedFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: null })).toEqual({ b: 'x' })
    expect(changedFields({ a: 2 }, { a: 2 })).toEqual({})
  })
})
