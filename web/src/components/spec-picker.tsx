import { Badge, Button, Checkbox, Group, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { unwrap } from '../api/api-error.js'
import { api } from '../api/app-client.js'
import type { components } from '../api/schema.js'

/** Specs for the launcher: UI specs (by folder and tag) and API specs, up to 100 of each. */
export const useLauncherSpecs = (projectId: string, folder: string | null, tag: string | null) =>
  useQuery({
    queryKey: ['regression-launcher', projectId, folder, tag],
    queryFn: async () => {
      const [ui, apiSpecs] = await Promise.all([
        unwrap(
          api.GET('/specs', {
            params: { query: { project_id: projectId, folder: folder ?? undefined, tag: tag ?? undefined, limit: 100 } },
          }),
        ),
        folder || tag
          ? Promise.resolve({ items: [] as { name: string }[] })
          : unwrap(api.GET('/api-testing/specs', { params: { query: { project_id: projectId, limit: 100 } } })),
      ])
      return [
        ...ui.items.map((s) => ({ id: s.name, label: s.name, kind: 'ui' as const, tags: s.tags })),
        ...apiSpecs.items.map((s) => ({ id: `api:${s.name}`, label: s.name, kind: 'api' as const, tags: [] as string[] })),
      ]
    },
    throwOnError: false,
  })

export const useSpecFacets = (projectId: string) =>
  useQuery({
    queryKey: ['regression-facets', projectId],
    queryFn: async () => {
      const [folders, tags] = await Promise.all([
        unwrap(api.GET('/specs/folders', { params: { query: { project_id: projectId } } })),
        unwrap(api.GET('/specs/tags', { params: { query: { project_id: projectId, limit: 100 } } })),
      ])
      return { folders, tags: tags.items.map((t) => t.tag) }
    },
    throwOnError: false,
  })

type Folder = components['schemas']['UiSpecFolder']
const flatten = (folders: readonly Folder[]): string[] => folders.flatMap((f) => [f.path, ...flatten(f.children ?? [])])

/** Picks UI and API specs, narrowed by folder, tag and text; `value` holds spec ids (`name` or `api:name`). */
export function SpecPicker({ projectId, value, onChange }: { projectId: string; value: string[]; onChange(ids: string[]): void }) {
  const [folder, setFolder] = useState<string | null>(null)
  const [tag, setTag] = useState<string | null>(null)
  const [q, setQ] = useState('')
  const facets = useSpecFacets(projectId)
  const specs = useLauncherSpecs(projectId, folder, tag)
  const shown = useMemo(() => (specs.data ?? []).filter((s) => s.label.toLowerCase().includes(q.trim().toLowerCase())), [specs.data, q])
  const selected = new Set(value)
  const toggle = (id: string) => onChange(selected.has(id) ? value.filter((v) => v !== id) : [...value, id])
  return (
    <Stack gap="xs">
      <Group grow>
        <Select
          label="Folder"
          placeholder="All folders"
          clearable
          data={flatten(facets.data?.folders.folders ?? [])}
          value={folder}
          onChange={setFolder}
        />
        <Select label="Tag" placeholder="Any tag" clearable data={facets.data?.tags ?? []} value={tag} onChange={setTag} />
        <TextInput label="Search" placeholder="Spec name" value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {value.length} selected · {shown.length} shown{folder || tag ? ' (UI specs only while filtering)' : ''}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onChange([...new Set([...value, ...shown.map((s) => s.id)])])}>
            Select all shown
          </Button>
          <Button size="xs" variant="subtle" onClick={() => onChange([])}>
            Clear
          </Button>
        </Group>
      </Group>
      <ScrollArea h={260} type="auto" offsetScrollbars>
        <Stack gap={6} role="group" aria-label="Specs">
          {specs.isLoading && <Text size="sm">Loading specs…</Text>}
          {!specs.isLoading && shown.length === 0 && (
            <Text size="sm" c="dimmed">
              No specs match.
            </Text>
          )}
          {shown.map((s) => (
            <Checkbox
              key={s.id}
              checked={selected.has(s.id)}
              onChange={() => toggle(s.id)}
              label={
                <Group gap={6}>
                  <Badge size="xs" variant="light" color={s.kind === 'api' ? 'grape' : 'blue'}>
                    {s.kind.toUpperCase()}
                  </Badge>
                  <Text size="sm">{s.label}</Text>
                  {s.tags.map((t) => (
                    <Badge key={t} size="xs" variant="outline" color="gray">
                      {t}
                    </Badge>
                  ))}
                </Group>
              }
            />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  )
}
