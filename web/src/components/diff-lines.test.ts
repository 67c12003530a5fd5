import { describe, expect, it } from 'vitest'
import { diffLineKind } from './diff-lines.js'

describe('diffLineKind', () => {
  it('tells additions, removals, hunks, file headers and context apart', () => {
    const diff = [
      '--- a/x.ts',
      '+++ b/x.ts',
      '@@ -1,2 +1,2 @@',
      ' same',
      '-const RETRIES = 0',
      '+const RETRIES = 2',
      '='.repeat(67),
      'Index: x.ts',
    ]
    expect(diff.map(diffLineKind)).toEqual(['meta', 'meta', 'hunk', 'context', 'remove', 'add', 'meta', 'meta'])
  })
})
