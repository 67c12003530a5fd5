import { describe, expect, it } from 'vitest'
import { parseTags } from './editor-area.js'

describe('parseTags', () => {
  it('trims, lowercases, deduplicates and sorts the tags typed as a comma list', () => {
    expect(parseTags(' Smoke, checkout ,smoke,, ')).toEqual(['checkout', 'smoke'])
    expect(parseTags('')).toEqual([])
  })
})
