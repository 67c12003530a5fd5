import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CopyButton,
  Group,
  Image,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { MONO } from '../../components/mono.js'
import { notifyError } from '../../components/notify.js'
import { artifactImageQuery, downloadArtifact, type RunArtifact, type RunDetail, saveBlob } from './queries.js'
import { finalCodeArtifact, formatBytes, isImageArtifact, isTraceArtifact, planRows } from './run-status.js'

/* What a run produced: the plan made of its spec, the generated test, and its artifacts (screenshots, traces, files). */

/** Each step with the action the planner made of it, then the outcome checks. */
export function PlanView({ plan }: { plan: unknown }) {
  const rows = planRows(plan)
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No plan yet.
      </Text>
    )
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6} aria-label="Plan" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Step</Table.Th>
            <Table.Th>As written</Table.Th>
            <Table.Th w={120}>Action</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>
                <Text size="sm">{r.label}</Text>
                <Text size="xs" c="dimmed">
                  line {r.line}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.text}</Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  color={r.kind === 'unknown' ? 'red' : r.kind.startsWith('verify') ? 'teal' : 'blue'}
                  tt="none"
                >
                  {r.kind}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs" style={MONO}>
                  {r.detail}
                  {r.covered !== undefined && (
                    <Text span c="dimmed" size="xs">
                      {' '}
                      (checked by step {r.covered})
                    </Text>
                  )}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The generated test: copy, or download the final attempt's file (else the code as text). */
export function CodeView({ run, projectId }: { run: RunDetail; projectId: string }) {
  if (!run.code)
    return (
      <Text size="sm" c="dimmed">
        No code generated yet.
      </Text>
    )
  const code = run.code
  const artifact = finalCodeArtifact(run.artifacts, run.attempts.length)
  const download = () => {
    if (artifact) downloadArtifact(projectId, run.id, artifact).catch((err: unknown) => notifyError(err, 'Download failed'))
    else saveBlob(new Blob([code], { type: 'text/plain' }), `${run.spec_name.split('/').pop() ?? 'test'}.spec.ts`)
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {artifact ?? 'generated test'}
        </Text>
        <Group gap="xs">
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={download}>
            Download
          </Button>
        </Group>
      </Group>
      <ScrollArea.Autosize
        mah={560}
        type="auto"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Box component="pre" aria-label="Generated code" m={0} p="sm" style={{ ...MONO, background: 'var(--mantine-color-gray-0)' }}>
          {code.split('\n').map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <div key={i}>
              <span style={{ display: 'inline-block', width: 36, color: 'var(--mantine-color-dimmed)', userSelect: 'none' }}>{i + 1}</span>
              {line}
            </div>
          ))}
        </Box>
      </ScrollArea.Autosize>
    </Stack>
  )
}

function Screenshot({ projectId, runId, artifact }: { projectId: string; runId: string; artifact: RunArtifact }) {
  const image = useQuery({ ...artifactImageQuery(projectId, runId, artifact.path), throwOnError: false })
  return (
    <Card withBorder p={6}>
      {image.data ? (
        <Image src={image.data} alt={`Screenshot ${artifact.path}`} radius="sm" fit="contain" mah={260} />
      ) : image.isError ? (
        <Alert color="red" p="xs">
          {image.error.detail}
        </Alert>
      ) : (
        <Loader size="sm" />
      )}
      <Text size="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-all' }}>
        {artifact.path}
      </Text>
    </Card>
  )
}

/** Screenshots inline, traces first among the downloads, every other file after them. */
export function ArtifactsView({ run, projectId }: { run: RunDetail; projectId: string }) {
  const images = run.artifacts.filter((a) => isImageArtifact(a.path))
  const files = [...run.artifacts.filter((a) => !isImageArtifact(a.path))].sort(
    (a, b) => Number(isTraceArtifact(b.path)) - Number(isTraceArtifact(a.path)),
  )
  if (run.artifacts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No artifacts.
      </Text>
    )
  return (
    <Stack gap="md">
      {images.length > 0 && (
        <Stack gap="xs">
          <Title order={5}>Screenshots</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {images.map((a) => (
              <Screenshot key={a.path} projectId={projectId} runId={run.id} artifact={a} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={5}>Files</Title>
        <Table verticalSpacing={4} aria-label="Artifacts">
          <Table.Tbody>
            {files.map((a) => (
              <Table.Tr key={a.path}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {isTraceArtifact(a.path) && (
                      <Badge size="xs" color="violet" variant="light">
                        trace
                      </Badge>
                    )}
                    <Text size="sm" style={{ ...MONO, wordBreak: 'break-all' }}>
                      {a.path}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td w={90}>
                  <Text size="xs" c="dimmed">
                    {formatBytes(a.size)}
                  </Text>
                </Table.Td>
                <Table.Td w={110}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={`Download ${a.path}`}
                    onClick={() => downloadArtifact(projectId, run.id, a.path).catch((err: unknown) => notifyError(err, 'Download failed'))}
                  >
                    Download
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  )
}
