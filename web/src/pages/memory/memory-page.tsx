import { ActionIcon, Badge, Button, Card, Code, Group, Pagination, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { Link } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import {
  describeTarget,
  MEMORY_PAGE_SIZE,
  type SpecFingerprints,
  useFingerprints,
  useForgetSpec,
  useForgetTarget,
  useHeals,
} from './queries.js'

function SpecCard({ spec, projectId, canEdit }: { spec: SpecFingerprints; projectId: string; canEdit: boolean }) {
  const forget = useForgetTarget(projectId)
  const forgetSpec = useForgetSpec(projectId)
  return (
    <Card withBorder data-spec={spec.spec_name}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={5}>{spec.spec_name}</Title>
          <Badge variant="light" color="gray">
            {spec.targets.length === spec.total_targets
              ? `${spec.total_targets} targets`
              : `${spec.targets.length} of ${spec.total_targets} targets`}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            updated {new Date(spec.updated_at).toLocaleString()}
          </Text>
          {canEdit && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() =>
                forgetSpec.mutate(spec.spec_name, {
                  onSuccess: () => notifySuccess(`Forgot the selector memory of ${spec.spec_name}`),
                  onError: (e) => notifyError(e),
                })
              }
            >
              Forget all
            </Button>
          )}
        </Group>
      </Group>
      <Table verticalSpacing={4} aria-label={`Fingerprints of ${spec.spec_name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Step</Table.Th>
            <Table.Th>Element</Table.Th>
            <Table.Th>Found by</Table.Th>
            <Table.Th>Test id</Table.Th>
            <Table.Th>CSS path</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spec.targets.map((t) => (
            <Table.Tr key={t.item_id} data-item={t.item_id}>
              <Table.Td>
                <Code>{t.item_id}</Code>
              </Table.Td>
              <Table.Td title={t.neighbours.join(' · ')}>{describeTarget(t)}</Table.Td>
              <Table.Td>
                <Badge size="xs" variant="light" color={t.via === 'heal' ? 'orange' : t.via === 'similarity' ? 'yellow' : 'green'}>
                  {t.strategy} · {t.via} {t.score < 1 ? t.score.toFixed(2) : ''}
                </Badge>
              </Table.Td>
              <Table.Td>{t.test_id || '—'}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
                  {t.css_path}
                </Text>
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Forget ${t.item_id} of ${spec.spec_name}`}
                    onClick={() =>
                      forget.mutate(
                        { spec_name: spec.spec_name, item_id: t.item_id },
                        { onSuccess: () => notifySuccess(`Forgot ${t.item_id}`), onError: (e) => notifyError(e) },
                      )
                    }
                  >
                    ×
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  )
}

function Fingerprints({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [page, setPage] = useState(1)
  const list = useFingerprints(projectId, q, page)
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / MEMORY_PAGE_SIZE)) : 1
  return (
    <Stack>
      <TextInput
        placeholder="Search spec names, roles, names, labels, test ids…"
        aria-label="Search selector memory"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value)
          setPage(1)
        }}
        maw={480}
      />
      {!list.data ? (
        <CenteredLoader label="Loading selector memory" />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{q ? 'Nothing matches.' : 'No selector memory yet: a run stores the elements its steps resolved to.'}</Text>
      ) : (
        list.data.items.map((s) => <SpecCard key={s.spec_name} spec={s} projectId={projectId} canEdit={canEdit} />)
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  )
}

function HealHistory({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1)
  const heals = useHeals(projectId, page)
  if (!heals.data) return <CenteredLoader label="Loading heal history" />
  const pages = Math.max(1, Math.ceil(heals.data.total / MEMORY_PAGE_SIZE))
  if (heals.data.items.length === 0) return <Text c="dimmed">No run has needed a heal yet.</Text>
  return (
    <Stack>
      <Table aria-label="Heal history" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Run</Table.Th>
            <Table.Th>Spec</Table.Th>
            <Table.Th>Classification</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>Then</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {heals.data.items.flatMap((r) =>
            r.heals.map((h) => (
              <Table.Tr key={`${r.run_id}-${h.after_attempt}`}>
                <Table.Td>
                  <Link to={paths.run.href(r.run_id)}>{new Date(r.created_at).toLocaleString()}</Link>
                </Table.Td>
                <Table.Td>{r.spec_name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={h.classification === 'app_regression' ? 'red' : 'blue'}>
                    {h.classification ?? '—'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{h.heal ?? h.error ?? '—'}</Text>
                </Table.Td>
                <Table.Td>{h.outcome ?? '—'}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  )
}

export function MemoryPage() {
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const canEdit = roleAtLeast(effectiveRole(project?.my_role, viewer), 'editor')
  return (
    <Stack gap={0}>
      <PageHeader
        title="Selector memory"
        description="The element fingerprints runs stored for each spec (what the healer uses to re-find a moved element), and every heal made."
      />
      <Tabs defaultValue="fingerprints" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="fingerprints">Fingerprints</Tabs.Tab>
          <Tabs.Tab value="heals">Heal history</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fingerprints">
          <Fingerprints projectId={projectId} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="heals">
          <HealHistory projectId={projectId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
