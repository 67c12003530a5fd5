/** A folder in the spec tree: `spec_count` counts every spec below it, `direct_count` only those directly inside. */
export interface SpecFolder {
  name: string
  path: string
  spec_count: number
  direct_count: number
  children: SpecFolder[]
}

export interface SpecFolderTree {
  /** Every spec of the project. */
  total: number
  /** Specs at the top level, outside any folder. */
  root_count: number
  folders: SpecFolder[]
}

/**
 * Spec names -> the folder tree with counts, folders sorted case-insensitively by name.
 *
 * @example
 * folderTree(['login', 'checkout/guest', 'checkout/cart/empty'])
 * // { total: 3, root_count: 1, folders: [{ name: 'checkout', path: 'checkout', spec_count: 2, direct_count: 1,
 * //   children: [{ name: 'cart', path: 'checkout/cart', spec_count: 1, direct_count: 1, children: [] }] }] }
 */
export function folderTree(names: readonly string[]): SpecFolderTree {
  const root: SpecFolder = { name: '', path: '', spec_count: 0, direct_count: 0, children: [] }
  const byPath = new Map<string, SpecFolder>([['', root]])
  for (const name of names) {
    const folders = name.split('/').slice(0, -1)
    let parent = root
    parent.spec_count++
    for (let i = 0; i < folders.length; i++) {
      const path = folders.slice(0, i + 1).join('/')
      let folder = byPath.get(path)
      if (!folder) {
        folder = { name: folders[i]!, path, spec_count: 0, direct_count: 0, children: [] }
        byPath.set(path, folder)
        parent.children.push(folder)
      }
      folder.spec_count++
      parent = folder
    }
    parent.direct_count++
  }
  sortTree(root)
  return { total: root.spec_count, root_count: root.direct_count, folders: root.children }
}

function sortTree(folder: SpecFolder): void {
  folder.children.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.name < b.name ? -1 : 1))
  for (const child of folder.children) sortTree(child)
}
