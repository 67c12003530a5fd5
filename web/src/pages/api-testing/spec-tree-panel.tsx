import { Badge, Card, Center, Group, Loader, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useMemo, useState } from 'react'
import { useSpecs } from './queries.js'
import { allFolderPaths, ancestorFolders, buildSpecTree, type SpecTreeNode } from './spec-tree.js'

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

function TreeNodes({
  nodes,
  selected,
  expanded,
  onToggle,
  onSelect,
}: {
  nodes: readonly SpecTreeNode[]
  selected: string | undefined
  expanded: ReadonlySet<string>
  onToggle: (path: string) => void
  onSelect: (name: string) => void
}) {
  return nodes.map((node) =>
    node.kind === 'folder' ? (
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
        <TreeNodes nodes={node.children} selected={selected} expanded={expanded} onToggle={onToggle} onSelect={onSelect} />
      </NavLink>
    ) : (
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
        py={4}
      />
    ),
  )
}

/** The project's specs as a folder tree, searchable by name; the selected spec's folders are kept open. */
export function SpecTreePanel({
  projectId,
  selected,
  onSelect,
}: {
  projectId: string
  selected: string | undefined
  onSelect: (name: string) => void
}) {
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 250)
  const specs = useSpecs(projectId, q)
  const tree = useMemo(() => buildSpecTree(specs.data?.items.map((s) => s.name) ?? []), [specs.data])
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())

  // Open the folders of the selected spec (a link, a rename, a new spec in a new folder).
  useEffect(() => {
    if (!selected) return
    setExpanded((prev) => {
      const missing = ancestorFolders(selected).filter((f) => !prev.has(f))
      return missing.length === 0 ? prev : new Set([...prev, ...missing])
    })
  }, [selected])

  // While searching, every folder with a match is open.
  const shown = q ? new Set(allFolderPaths(tree)) : expanded
  const toggle = (path: string) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(path)) next.delete(path)
      else next.add(path)
      return next
    })

  const total = specs.data?.total ?? 0
  const listed = specs.data?.items.length ?? 0
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
        <ScrollArea.Autosize mah={620} type="auto" offsetScrollbars>
          <nav aria-label="Specs">
            {!specs.data ? (
              <Center py="lg">
                <Loader size="sm" aria-label="Loading specs" />
              </Center>
            ) : tree.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="lg" px="xs">
                {q ? `No spec name contains "${q}".` : 'No API specs yet. Write one with "New spec" or import an OpenAPI document.'}
              </Text>
            ) : (
              <TreeNodes nodes={tree} selected={selected} expanded={shown} onToggle={toggle} onSelect={onSelect} />
            )}
          </nav>
        </ScrollArea.Autosize>
        <Group justify="space-between" mt="auto">
          <Text size="xs" c="dimmed">
            {total} {total === 1 ? 'spec' : 'specs'}
            {q ? ` matching "${q}"` : ''}
          </Text>
          {listed < total && (
            <Text size="xs" c="orange">
              showing the first {listed}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
