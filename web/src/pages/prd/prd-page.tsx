import { Alert, Badge, Button, Card, Code, FileButton, Group, List, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { StatusBadge } from '../../components/batch-status.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import {
  type Draft,
  type Generation,
  isLive,
  useDocument,
  useDocuments,
  useGenerate,
  useGenerations,
  useSaveDraft,
  useUpload,
} from './queries.js'
import { useGenerationLog } from './use-generation-log.js'

function DraftCard({ projectId, generation, draft, index }: { projectId: string; generation: Generation; draft: Draft; index: number }) {
  const save = useSaveDraft(projectId)
  const navigate = useNavigate()
  return (
    <Card withBorder data-draft={draft.spec_name}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{draft.feature_title}</Text>
          <Badge color={draft.valid ? 'teal' : 'red'}>{draft.valid ? 'valid' : `${draft.errors.length} errors`}</Badge>
          <Badge variant="light">{draft.engine}</Badge>
          {draft.warnings.length > 0 && (
            <Badge color="yellow" variant="light">
              {draft.warnings.length} warnings
            </Badge>
          )}
        </Group>
        <Button
          size="xs"
          loading={save.isPending}
          disabled={save.isSuccess}
          onClick={() =>
            save.mutate(
              { generationId: generation.id, index },
              {
                onSuccess: (spec) => notifySuccess(`Saved as spec ${spec.name}`),
                onError: (e) => notifyError(e, 'Could not save the draft'),
              },
            )
          }
        >
          {save.isSuccess ? 'Saved' : `Save as ${draft.spec_name}`}
        </Button>
      </Group>
      <Code block>{draft.content}</Code>
      {draft.errors.length + draft.warnings.length > 0 && (
        <List size="sm" mt="xs">
          {[...draft.errors, ...draft.warnings].map((i) => (
            <List.Item key={`${i.line}-${i.message}`}>
              line {i.line}: {i.message}
            </List.Item>
          ))}
        </List>
      )}
      {save.isSuccess && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => navigate(paths.specs.href(save.data.name))}>
          Open in the spec editor
        </Button>
      )}
    </Card>
  )
}

function GenerationView({ projectId, generation }: { projectId: string; generation: Generation }) {
  const log = useGenerationLog(projectId, generation.id)
  return (
    <Stack>
      <Group>
        <Title order={4}>Drafts</Title>
        <StatusBadge status={generation.status} />
        <Text size="sm" c="dimmed">
          {generation.progress.done}/{generation.progress.total} features
        </Text>
      </Group>
      <Card withBorder p="xs" role="region" aria-label="Generation log">
        <Code block mah={200} style={{ overflow: 'auto' }}>
          {log.lines.join('\n') || (isLive(generation.status) ? 'Waiting for the first line…' : '')}
        </Code>
      </Card>
      {generation.error && <Alert color="red">{generation.error}</Alert>}
      {generation.drafts.map((d, i) => (
        <DraftCard key={`${generation.id}-${d.feature_index}`} projectId={projectId} generation={generation} draft={d} index={i} />
      ))}
    </Stack>
  )
}

/** Upload a PRD, see its features, draft UI specs (rules or AI) and save the good ones. */
export function PrdPage() {
  const { projectId } = useCurrentProject()
  const [params, setParams] = useSearchParams()
  const [engine, setEngine] = useState<'auto' | 'rules' | 'ai'>('auto')
  const documents = useDocuments(projectId)
  const selectedId = params.get('document') ?? documents.data?.items[0]?.id
  const doc = useDocument(projectId, selectedId)
  const generations = useGenerations(projectId, selectedId)
  const upload = useUpload(projectId)
  const generate = useGenerate(projectId)
  const latest = generations.data?.items[0]
  return (
    <>
      <PageHeader
        title="PRD"
        description="Upload a product requirements document (PDF or markdown, up to 5 MB). Its features become UI spec drafts checked by the spec grammar."
        actions={
          <FileButton
            onChange={(f) => f && upload.mutate(f, { onSuccess: (d) => setParams({ document: d.id }) })}
            accept="application/pdf,text/markdown,.md,.markdown,.pdf"
          >
            {(props) => (
              <Button {...props} loading={upload.isPending}>
                Upload PRD
              </Button>
            )}
          </FileButton>
        }
      />
      <Stack>
        <Table aria-label="PRD documents" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Features</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Uploaded</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(documents.data?.items ?? []).map((d) => (
              <Table.Tr
                key={d.id}
                style={{ cursor: 'pointer' }}
                onClick={() => setParams({ document: d.id })}
                bg={d.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>{d.file_name}</Table.Td>
                <Table.Td>{d.feature_count}</Table.Td>
                <Table.Td>{Math.ceil(d.size_bytes / 1024)} KB</Table.Td>
                <Table.Td>{new Date(d.created_at).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {documents.data?.total === 0 && (
          <Text c="dimmed" ta="center">
            No PRD yet. Upload one to start.
          </Text>
        )}
        {doc.data && (
          <Card withBorder role="region" aria-label="Features">
            <Group justify="space-between" mb="sm">
              <Title order={4}>
                {doc.data.file_name}: {doc.data.features.length} features
              </Title>
              <Group>
                <SegmentedControl
                  aria-label="Engine"
                  value={engine}
                  onChange={(v) => setEngine(v as typeof engine)}
                  data={[
                    { value: 'auto', label: 'Auto' },
                    { value: 'rules', label: 'Rules' },
                    { value: 'ai', label: 'AI' },
                  ]}
                />
                <Button
                  loading={generate.isPending}
                  disabled={isLive(latest?.status)}
                  onClick={() =>
                    generate.mutate(
                      { documentId: doc.data.id, engine },
                      { onError: (e) => notifyError(e, 'Could not start the generation') },
                    )
                  }
                >
                  Generate spec drafts
                </Button>
              </Group>
            </Group>
            <Stack gap="xs">
              {doc.data.features.map((f) => (
                <div key={f.index}>
                  <Text fw={600}>{f.title}</Text>
                  {f.summary && (
                    <Text size="sm" c="dimmed">
                      {f.summary}
                    </Text>
                  )}
                  <List size="sm">
                    {f.requirements.map((r) => (
                      <List.Item key={r}>{r}</List.Item>
                    ))}
                  </List>
                </div>
              ))}
            </Stack>
          </Card>
        )}
        {latest && <GenerationView projectId={projectId} generation={latest} />}
      </Stack>
    </>
  )
}
