import { describe, expect, it } from 'vitest'
import { allFolderPaths, ancestorFolders, baseName, buildSpecTree, type SpecTreeNode, specNameProblem } from './spec-tree.js'

/** The tree as indented lines: folders end with `/` and show their spec count. */
function outline(nodes: readonly SpecTreeNode[], depth = 0): string[] {
  return nodes.flatMap((n) =>
    n.kind === 'folder'
      ? [`${'  '.repeat(depth)}${n.label}/ (${n.count})`, ...outline(n.children, depth + 1)]
      : [`${'  '.repeat(depth)}${n.label} → ${n.path}`],
  )
}

describe('buildSpecTree', () => {
  it('nests slash-separated names into folders, folders first, alphabetically', () => {
    const tree = buildSpecTree(['shop/products', 'health', 'shop/cart', 'demo-shop-api/orders', 'shop/admin/users', 'Auth'])
    expect(outline(tree)).toEqual([
      'demo-shop-api/ (1)',
      '  orders → demo-shop-api/orders',
      'shop/ (3)',
      '  admin/ (1)',
      '    users → shop/admin/users',
      '  cart → shop/cart',
      '  products → shop/products',
      'Auth → Auth',
      'health → health',
    ])
  })

  it('keeps a name that is both a spec and a folder as both', () => {
    expect(outline(buildSpecTree(['shop', 'shop/cart']))).toEqual(['shop/ (1)', '  cart → shop/cart', 'shop → shop'])
  })

  it('sorts numbers naturally and ignores duplicates and empty names', () => {
    expect(outline(buildSpecTree(['v10', 'v2', 'v2', '', 'v1']))).toEqual(['v1 → v1', 'v2 → v2', 'v10 → v10'])
  })

  it('is empty for no specs', () => {
    expect(buildSpecTree([])).toEqual([])
  })
})

describe('tree paths', () => {
  it('lists the folders above a spec, outermost first', () => {
    expect(ancestorFolders('a/b/c')).toEqual(['a', 'a/b'])
    expect(ancestorFolders('top')).toEqual([])
  })

  it('lists every folder of a tree', () => {
    expect(allFolderPaths(buildSpecTree(['a/b/c', 'a/d', 'e/f', 'g']))).toEqual(['a', 'a/b', 'e'])
  })

  it('names a spec by its last segment', () => {
    expect(baseName('shop/products')).toBe('products')
    expect(baseName('health')).toBe('health')
  })
})

describe('specNameProblem', () => {
  it('accepts folder paths made of the allowed characters', () => {
    expect(specNameProblem('shop/products')).toBeNull()
    expect(specNameProblem('Demo shop (v2)/user+admin@x.y_z-1')).toBeNull()
  })

  it('refuses what the API refuses', () => {
    expect(specNameProblem('')).toBe('Give the spec a name')
    expect(specNameProblem('/leading')).toMatch(/^Use letters/)
    expect(specNameProblem('a//b')).toMatch(/^Use letters/)
    expect(specNameProblem('a/../b')).toBe('Folder names cannot be . or ..')
    expect(specNameProblem('shop/run')).toBe('A spec name cannot end with /run')
    expect(specNameProblem('x'.repeat(301))).toBe('At most 300 characters')
    expect(specNameProblem('tab\there')).toMatch(/^Use letters/)
  })
})
