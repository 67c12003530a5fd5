import {
  Badge,
  Card,
  Checkbox,
  Chip,
  Group,
  Loader,
  NavLink,
  Pagination,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { SPECS_PAGE_SIZE, type SpecFilter, type SpecFolder, useFolders, useSpecs, useTags } from './queries.js'

/** One folder of the tree with its children, indented by depth. */
function FolderNode({ folder, selected, onSelect }: { folder: SpecFolder; selected: string; onSelect: (path: string) => void }) {
  return (
    <NavLink
      label={folder.name}
      aria-label={`Folder ${folder.path}`}
      active={selected === folder.path}
      onClick={() => onSelect(folder.path)}
      rightSection={
        <Badge size="xs" variant="light" color="gray">
          {folder.spec_count}
        </Badge>
      }
      defaultOpened
      disableRightSectionRotation
      childrenOffset={12}
      py={4}
    >
      {folder.children.length > 0
        ? folder.children.map((child) => <FolderNode key={child.path} folder={child} selected={selected} onSelect={onSelect} />)
        : undefined}
    </NavLink>
  )
}

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap={4}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {title}
        </Text>
        {extra}
      </Group>
      {children}
    </Stack>
  )
}

/**
 * The left column: text search, tag chips and the folder tree filter the list of specs below them; each spec has a
 * checkbox for bulk runs and opens in the editor on a click.
 */
export function SpecBrowser({
  projectId,
  filter,
  onFilterChange,
  page,
  onPageChange,
  selected,
  onOpen,
  checked,
  onCheckedChange,
  mayRun,
}: {
  projectId: string
  filter: SpecFilter
  onFilterChange: (filter: SpecFilter) => void
  page: number
  onPageChange: (page: number) => void
  selected: string | undefined
  onOpen: (name: string) => void
  checked: readonly string[]
  onCheckedChange: (names: string[]) => void
  mayRun: boolean
}) {
  const folders = useFolders(projectId)
  const tags = useTags(projectId)
  const [q] = useDebouncedValue(filter.q, 300)
  const specs = useSpecs(projectId, { ...filter, q }, page)
  const items = specs.data?.items ?? []
  const total = specs.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / SPECS_PAGE_SIZE))
  const toggle = (name: string, on: boolean) => onCheckedChange(on ? [...checked, name] : checked.filter((n) => n !== name))
  const allChecked = items.length > 0 && items.every((s) => checked.includes(s.name))

  return (
    <Card withBorder p="sm">
      <Stack gap="sm">
        <TextInput
          label="Search specs"
          placeholder="Name or text"
          value={filter.q}
          onChange={(e) => onFilterChange({ ...filter, q: e.currentTarget.value })}
          size="sm"
        />
        {(tags.data?.items.length ?? 0) > 0 && (
          <Section title="Tags">
            <Chip.Group multiple value={filter.tags} onChange={(value) => onFilterChange({ ...filter, tags: value })}>
              <Group gap={6} aria-label="Tag filter" role="group">
                {tags.data?.items.map((t) => (
                  <Chip key={t.tag} value={t.tag} size="xs" variant="outline">
                    {t.tag} ({t.count})
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Section>
        )}
        <Section title="Folders">
          <nav aria-label="Spec folders">
            <NavLink
              label="All specs"
              active={filter.folder === ''}
              onClick={() => onFilterChange({ ...filter, folder: '' })}
              rightSection={
                <Badge size="xs" variant="light" color="gray">
                  {folders.data?.total ?? '…'}
                </Badge>
              }
              py={4}
            />
            {folders.data?.folders.map((f) => (
              <FolderNode
                key={f.path}
                folder={f}
                selected={filter.folder}
                onSelect={(path) => onFilterChange({ ...filter, folder: path })}
              />
            ))}
          </nav>
        </Section>
        <Section
          title={filter.folder ? `Specs in ${filter.folder}` : 'Specs'}
          extra={
            specs.isFetching ? (
              <Loader size={12} aria-label="Loading specs" />
            ) : mayRun && items.length > 0 ? (
              <Checkbox
                size="xs"
                label="all"
                aria-label="Select every listed spec"
                checked={allChecked}
                indeterminate={!allChecked && items.some((s) => checked.includes(s.name))}
                onChange={(e) =>
                  onCheckedChange(
                    e.currentTarget.checked
                      ? [...new Set([...checked, ...items.map((s) => s.name)])]
                      : checked.filter((n) => !items.some((s) => s.name === n)),
                  )
                }
              />
            ) : undefined
          }
        >
          <ScrollArea.Autosize mah={420} type="auto">
            {items.length === 0 ? (
              <Text size="sm" c="dimmed" py="xs">
                {specs.isPending ? 'Loading…' : filter.q || filter.tags.length || filter.folder ? 'No spec matches.' : 'No specs yet.'}
              </Text>
            ) : (
              <Stack gap={2} component="ul" aria-label="Spec list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {items.map((s) => (
                  <li key={s.name}>
                    <Group gap={6} wrap="nowrap" align="center">
                      {mayRun && (
                        <Checkbox
                          size="xs"
                          aria-label={`Select ${s.name}`}
                          checked={checked.includes(s.name)}
                          onChange={(e) => toggle(s.name, e.currentTarget.checked)}
                        />
                      )}
                      <NavLink
                        component="button"
                        label={s.name}
                        aria-label={`Spec ${s.name}`}
                        active={selected === s.name}
                        onClick={() => onOpen(s.name)}
                        py={4}
                        px={6}
                        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                        description={s.tags.length > 0 ? s.tags.join(', ') : undefined}
                        rightSection={
                          s.automated ? (
                            <Tooltip label={s.automated_test ?? 'A generated test was accepted'} withinPortal>
                              <Badge size="xs" color="teal" variant="light" aria-label={`${s.name} is automated`}>
                                auto
                              </Badge>
                            </Tooltip>
                          ) : undefined
                        }
                      />
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          {pages > 1 && <Pagination size="xs" total={pages} value={page} onChange={onPageChange} mt={4} />}
          <Title order={6} c="dimmed" fw={400} size="xs">
            {total} {total === 1 ? 'spec' : 'specs'}
          </Title>
        </Section>
      </Stack>
    </Card>
  )
}
