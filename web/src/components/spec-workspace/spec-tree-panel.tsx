import { Badge, Card, Center, Checkbox, Chip, Group, Loader, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import type { SavedSpec, SpecAreaAdapter, SpecSummary } from './adapter.js'
import { useSpecList, useSpecTags } from './queries.js'
import { allFolderPaths, ancestorFolders, buildSpecTree, type SpecTreeNode } from './spec-tree.js'
import type { SpecCheck } from './types.js'

/** A small folder outline (no icon package in this dashboard); filled while open. */
function FolderGlyph({ open }: { open: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden style={{ display: 'block', color: 'var(--mantine-color-yellow-7)' }}>
      <path
        d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2h8.4A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z"
        fill={open ? 'currentColor' : 'none'}
        fillOpacity={open ? 0.25 : 0}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** Bulk selection of specs (e.g. to run several at once), when the page offers it. */
export interface TreeSelection {
  checked: readonly string[]
  onChange: (names: string[]) => void
}

interface NodesProps<L extends SpecSummary> {
  nodes: readonly SpecTreeNode[]
  selected: string | undefined
  expanded: ReadonlySet<string>
  onToggle: (path: string) => void
  onSelect: (name: string) => void
  bySummary: ReadonlyMap<string, L>
  leafBadge?: ((spec: L) => ReactNode) | undefined
  selection?: TreeSelection | undefined
}

function TreeNodes<L extends SpecSummary>(props: NodesProps<L>) {
  const { nodes, selected, expanded, onToggle, onSelect, bySummary, leafBadge, selection } = props
  return nodes.map((node) => {
    if (node.kind === 'folder')
      return (
        <NavLink
          key={`folder:${node.path}`}
          label={node.label}
          aria-label={`Folder ${node.path}`}
          leftSection={<FolderGlyph open={expanded.has(node.path)} />}
          rightSection={
            <Badge size="xs" variant="light" color="gray" aria-hidden>
              {node.count}
            </Badge>
          }
          disableRightSectionRotation
          opened={expanded.has(node.path)}
          onChange={() => onToggle(node.path)}
          childrenOffset={14}
          py={4}
        >
          <TreeNodes {...props} nodes={node.children} />
        </NavLink>
      )
    const summary = bySummary.get(node.path)
    const leaf = (
      <NavLink
        key={`spec:${node.path}`}
        component="button"
        label={node.label}
        title={node.path}
        aria-label={`Spec ${node.path}`}
        aria-current={node.path === selected ? 'true' : undefined}
        active={node.path === selected}
        onClick={() => onSelect(node.path)}
        leftSection={
          <Text span fz={11} c="dimmed" ff="monospace" aria-hidden>
            md
          </Text>
        }
        rightSection={summary && leafBadge ? leafBadge(summary) : undefined}
        py={4}
        style={{ flex: 1, minWidth: 0 }}
      />
    )
    if (!selection) return leaf
    return (
      <Group key={`spec:${node.path}`} gap={4} wrap="nowrap" align="center">
        <Checkbox
          size="xs"
          aria-label={`Select ${node.path}`}
          checked={selection.checked.includes(node.path)}
          onChange={(e) =>
            selection.onChange(
              e.currentTarget.checked ? [...selection.checked, node.path] : selection.checked.filter((n) => n !== node.path),
            )
          }
        />
        {leaf}
      </Group>
    )
  })
}

/**
 * The area's specs as a folder tree, searchable by name (and filtered by tags where the area has them); the
 * selected spec's folders are kept open, and every folder with a match while searching.
 */
export function SpecTreePanel<S extends SavedSpec, V extends SpecCheck, L extends SpecSummary>({
  adapter,
  selected,
  onSelect,
  leafBadge,
  selection,
}: {
  adapter: SpecAreaAdapter<S, V, L>
  selected: string | undefined
  onSelect: (name: string) => void
  leafBadge?: (spec: L) => ReactNode
  selection?: TreeSelection | undefined
}) {
  const [search, setSearch] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const [q] = useDebouncedValue(search.trim(), 250)
  const specs = useSpecList(adapter, { q, tags })
  const tagCounts = useSpecTags(adapter)
  const items = specs.data?.items ?? []
  const tree = useMemo(() => buildSpecTree(items.map((s) => s.name)), [items])
  const bySummary = useMemo(() => new Map(items.map((s) => [s.name, s])), [items])
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())

  // Open the folders of the selected spec (a link, a rename, a new spec in a new folder).
  useEffect(() => {
    if (!selected) return
    setExpanded((prev) => {
      const missing = ancestorFolders(selected).filter((f) => !prev.has(f))
      return missing.length === 0 ? prev : new Set([...prev, ...missing])
    })
  }, [selected])

  const filtering = q !== '' || tags.length > 0
  const shown = filtering ? new Set(allFolderPaths(tree)) : expanded
  const toggle = (path: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(path)) next.delete(path)
      else next.add(path)
      return next
    })

  const total = specs.data?.total ?? 0
  const allChecked = selection !== undefined && items.length > 0 && items.every((s) => selection.checked.includes(s.name))
  return (
    <Card withBorder p="sm" h="100%">
      <Stack gap="xs" h="100%">
        <TextInput
          aria-label="Search specs"
          placeholder="Search specs by name"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          rightSection={specs.isFetching ? <Loader size={14} aria-label="Searching" /> : undefined}
        />
        {(tagCounts.data?.length ?? 0) > 0 && (
          <Chip.Group multiple value={tags} onChange={setTags}>
            <Group gap={6} aria-label="Tag filter" role="group">
              {tagCounts.data?.map((t) => (
                <Chip key={t.tag} value={t.tag} size="xs" variant="outline">
                  {t.tag} ({t.count})
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        <ScrollArea.Autosize mah={620} type="auto" offsetScrollbars>
          <nav aria-label="Specs">
            {!specs.data ? (
              <Center py="lg">
                <Loader size="sm" aria-label="Loading specs" />
              </Center>
            ) : tree.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="lg" px="xs">
                {filtering ? 'No spec matches.' : adapter.text.noSpecs}
              </Text>
            ) : (
              <TreeNodes
                nodes={tree}
                selected={selected}
                expanded={shown}
                onToggle={toggle}
                onSelect={onSelect}
                bySummary={bySummary}
                leafBadge={leafBadge}
                selection={selection}
              />
            )}
          </nav>
        </ScrollArea.Autosize>
        <Group justify="space-between" mt="auto" gap={4}>
          <Text size="xs" c="dimmed">
            {total} {total === 1 ? 'spec' : 'specs'}
            {q ? ` matching "${q}"` : ''}
          </Text>
          {items.length < total && (
            <Text size="xs" c="orange">
              showing the first {items.length}
            </Text>
          )}
          {selection && items.length > 0 && (
            <Checkbox
              size="xs"
              label="all"
              aria-label="Select every listed spec"
              checked={allChecked}
              indeterminate={!allChecked && items.some((s) => selection.checked.includes(s.name))}
              onChange={(e) =>
                selection.onChange(
                  e.currentTarget.checked
                    ? [...new Set([...selection.checked, ...items.map((s) => s.name)])]
                    : selection.checked.filter((n) => !items.some((s) => s.name === n)),
                )
              }
            />
          )}
        </Group>
      </Stack>
    </Card>
  )
}
