import { describe, expect, it } from 'vitest'
import { splitCitations } from './citations.js'

describe('citations in answers', () => {
  it('splits text and refs, lists expanded', () => {
    expect(splitCitations('Total is shown [S1]. Login fails [S2, S3].').map(({ key: _k, ...p }) => p)).toEqual([
      { text: 'Total is shown ' },
      { ref: 'S1' },
      { text: '. Login fails ' },
      { ref: 'S2' },
      { ref: 'S3' },
      { text: '.' },
    ])
    expect(splitCitations('no refs')).toEqual([{ text: 'no refs', key: 't0' }])
  })
})
