/**
 * The specs panel's folder tree, built from slash-separated spec names (`shop/products` is the spec `products` in
 * the folder `shop`). A name may be both a spec and a folder (`shop` and `shop/products`): both are shown.
 */
export interface SpecFolderNode {
  kind: 'folder'
  /** The last segment: `products`. */
  label: string
  /** The folder's full path: `shop/products`. */
  path: string
  children: SpecTreeNode[]
  /** Specs anywhere below this folder. */
  count: number
}

export interface SpecLeafNode {
  kind: 'spec'
  label: string
  /** The spec's full name, as the API knows it. */
  path: string
}

export type SpecTreeNode = SpecFolderNode | SpecLeafNode

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/** Folders first, then specs, each alphabetically (numbers in natural order: `v2` before `v10`). */
function sortNodes(nodes: SpecTreeNode[]): SpecTreeNode[] {
  return nodes.sort((a, b) => (a.kind === b.kind ? collator.compare(a.label, b.label) : a.kind === 'folder' ? -1 : 1))
}

export function buildSpecTree(names: readonly string[]): SpecTreeNode[] {
  const root: SpecFolderNode = { kind: 'folder', label: '', path: '', children: [], count: 0 }
  const folders = new Map<string, SpecFolderNode>([['', root]])

  const folderAt = (segments: string[]): SpecFolderNode => {
    let parent = root
    for (let i = 0; i < segments.length; i++) {
      const path = segments.slice(0, i + 1).join('/')
      let folder = folders.get(path)
      if (!folder) {
        folder = { kind: 'folder', label: segments[i] ?? '', path, children: [], count: 0 }
        folders.set(path, folder)
        parent.children.push(folder)
      }
      parent = folder
    }
    return parent
  }

  for (const name of new Set(names)) {
    const segments = name.split('/').filter(Boolean)
    const label = segments.pop()
    if (label === undefined) continue
    folderAt(segments).children.push({ kind: 'spec', label, path: name })
    for (let i = 0; i <= segments.length; i++) {
      const folder = folders.get(segments.slice(0, i).join('/'))
      if (folder) folder.count++
    }
  }

  const sortDeep = (nodes: SpecTreeNode[]): SpecTreeNode[] => {
    for (const node of nodes) if (node.kind === 'folder') sortDeep(node.children)
    return sortNodes(nodes)
  }
  return sortDeep(root.children)
}

/** The folders that contain a spec, outermost first: `a/b/c` → `['a', 'a/b']`. */
export function ancestorFolders(name: string): string[] {
  const segments = name.split('/').filter(Boolean)
  return segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))
}

/** Every folder path of a tree (to expand all of them, e.g. while searching). */
export function allFolderPaths(nodes: readonly SpecTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.kind === 'folder' ? [n.path, ...allFolderPaths(n.children)] : []))
}

/** The last segment of a spec name: `shop/products` → `products`. */
export function baseName(name: string): string {
  return name.split('/').filter(Boolean).pop() ?? name
}

/**
 * Why a spec name would be refused, checked before asking the API (the same rules as the server's `SpecNameSchema`),
 * or null when it is fine.
 */
export function specNameProblem(name: string): string | null {
  if (name.trim() === '') return 'Give the spec a name'
  if (name.length > 300) return 'At most 300 characters'
  if (!/^[\w .@()+-]+(\/[\w .@()+-]+)*$/.test(name)) return 'Use letters, digits, spaces and . _ - @ ( ) +, with / between folders'
  if (name.split('/').some((s) => s === '.' || s === '..')) return 'Folder names cannot be . or ..'
  if (/\/run$/.test(name)) return 'A spec name cannot end with /run'
  return null
}
