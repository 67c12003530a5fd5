import { describe, expect, it } from 'vitest'
import { folderTree } from '../../../src/modules/specs/folder-tree.js'

describe('folderTree', () => {
  it('is empty for no specs', () => {
    expect(folderTree([])).toEqual({ total: 0, root_count: 0, folders: [] })
  })

  it('counts specs directly inside and anywhere below each folder, folders sorted case-insensitively (then upper case first, as the list is)', () => {
    const tree = folderTree(['b/x', 'login', 'A/deep/er/y', 'a/z', 'b/c/w', 'B/q'])
    expect(tree.total).toBe(6)
    expect(tree.root_count).toBe(1)
    expect(tree.folders.map((f) => [f.path, f.spec_count, f.direct_count])).toEqual([
      ['A', 1, 0],
      ['a', 1, 1],
      ['B', 1, 1],
      ['b', 2, 1],
    ])
    expect(tree.folders[0]?.children).toEqual([
      {
        name: 'deep',
        path: 'A/deep',
        spec_count: 1,
        direct_count: 0,
        children: [{ name: 'er', path: 'A/deep/er', spec_count: 1, direct_count: 1, children: [] }],
      },
    ])
    expect(tree.folders[3]?.children.map((c) => c.path)).toEqual(['b/c'])
  })
})
