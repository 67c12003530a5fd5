import {
  Alert,
  Badge,
  Button,
  Code,
  Collapse,
  FileInput,
  Group,
  List,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { notifySuccess } from '../../components/notify.js'
import { type ImportedSpec, type ImportResult, type ImportSource, useImportOpenApi } from './queries.js'
import { IMPORT_ACTION_COLOR } from './run-status.js'

const MAX_BYTES = 5 * 1024 * 1024

function PreviewRow({ spec }: { spec: ImportedSpec }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Table.Tr data-spec={spec.name}>
        <Table.Td>
          <Badge color={IMPORT_ACTION_COLOR[spec.action]} variant="light" aria-label={`Action: ${spec.action}`}>
            {spec.action}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Text size="sm" ff="monospace">
            {spec.name}
          </Text>
          <Text size="xs" c="dimmed">
            {spec.title}
          </Text>
        </Table.Td>
        <Table.Td ta="right">{spec.tests}</Table.Td>
        <Table.Td ta="right">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-label={`Markdown of ${spec.name}`}
          >
            {open ? 'Hide' : 'Markdown'}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={4} p={0}>
            <Code block style={{ maxHeight: 260, overflow: 'auto', borderRadius: 0, fontSize: 12 }}>
              {spec.content}
            </Code>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}

function Preview({ result }: { result: ImportResult }) {
  const count = (action: ImportedSpec['action']) => result.specs.filter((s) => s.action === action).length
  const tests = result.specs.filter((s) => s.action !== 'skip').reduce((n, s) => n + s.tests, 0)
  return (
    <Stack gap="xs" aria-label="Import preview" component="section">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Preview:
        </Text>
        <Badge color="green" variant="light">
          {count('create')} to create
        </Badge>
        <Badge color="blue" variant="light">
          {count('update')} to update
        </Badge>
        <Badge color="gray" variant="light">
          {count('skip')} skipped
        </Badge>
        <Text size="sm" c="dimmed">
          {tests} tests
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={480} mah={320}>
        <Table verticalSpacing={6} aria-label="Specs to import" stickyHeader style={{ tableLayout: 'fixed' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Action</Table.Th>
              <Table.Th>Spec</Table.Th>
              <Table.Th w={60} ta="right">
                Tests
              </Table.Th>
              <Table.Th w={100} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.specs.map((s) => (
              <PreviewRow key={s.name} spec={s} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {result.warnings.length > 0 && (
        <Alert color="yellow" title={`${result.warnings.length} ${result.warnings.length === 1 ? 'warning' : 'warnings'}`} p="xs">
          <List size="sm" spacing={2}>
            {result.warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  )
}

/**
 * OpenAPI import: a document from a URL or a file, an optional base URL for every spec, a dry run that previews
 * which specs will be created, updated or skipped, then the import itself.
 */
export function ImportDialog({
  projectId,
  opened,
  onClose,
  onImported,
}: {
  projectId: string
  opened: boolean
  onClose: () => void
  onImported: (result: ImportResult) => void
}) {
  const importer = useImportOpenApi(projectId)
  const [kind, setKind] = useState<'url' | 'file'>('url')
  const [url, setUrl] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [baseUrl, setBaseUrl] = useState('')
  const [preview, setPreview] = useState<ImportResult>()

  const source: ImportSource | undefined = kind === 'url' ? (url.trim() ? { kind, url } : undefined) : file ? { kind, file } : undefined
  const tooLarge = kind === 'file' && file !== null && file.size > MAX_BYTES
  const changed = () => {
    setPreview(undefined)
    importer.reset()
  }
  const close = () => {
    changed()
    setUrl('')
    setFile(null)
    setBaseUrl('')
    onClose()
  }
  const runPreview = (event?: FormEvent) => {
    event?.preventDefault()
    if (!source || tooLarge) return
    importer.mutate({ source, baseUrl, dryRun: true }, { onSuccess: setPreview })
  }
  const runImport = () => {
    if (!source) return
    importer.mutate(
      { source, baseUrl, dryRun: false },
      {
        onSuccess: (result) => {
          const done = result.specs.filter((s) => s.action !== 'skip')
          notifySuccess(`Imported ${done.length} ${done.length === 1 ? 'spec' : 'specs'} from the OpenAPI document`)
          onImported(result)
          close()
        },
      },
    )
  }
  const importable = preview?.specs.filter((s) => s.action !== 'skip').length ?? 0
  const urlError = fieldError(importer.error, 'url')
  const baseError = fieldError(importer.error, 'base_url')
  const otherError = importer.error && !urlError && !baseError ? importer.error.detail : undefined

  return (
    <Modal opened={opened} onClose={close} title="Import OpenAPI" size="xl" centered>
      <form onSubmit={runPreview} aria-label="Import OpenAPI">
        <Stack>
          <Text size="sm" c="dimmed">
            OpenAPI 3.0, 3.1 or Swagger 2.0, JSON or YAML, up to 5 MB. One spec per tag (else first path segment); re-importing updates the
            specs an earlier import created and never touches hand-written ones.
          </Text>
          <SegmentedControl
            aria-label="Document source"
            data={[
              { value: 'url', label: 'From a URL' },
              { value: 'file', label: 'Upload a file' },
            ]}
            value={kind}
            onChange={(v) => {
              setKind(v as 'url' | 'file')
              changed()
            }}
            w="fit-content"
          />
          {kind === 'url' ? (
            <TextInput
              label="Document URL"
              placeholder="https://api.example.com/openapi.json"
              value={url}
              onChange={(e) => {
                setUrl(e.currentTarget.value)
                changed()
              }}
              error={urlError}
              data-autofocus
            />
          ) : (
            <FileInput
              label="Document file"
              placeholder="openapi.yaml or openapi.json"
              accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
              value={file}
              onChange={(f) => {
                setFile(f)
                changed()
              }}
              error={tooLarge ? 'The file is larger than the 5 MB limit' : undefined}
              clearable
            />
          )}
          <TextInput
            label="Base URL (optional)"
            description="Written into every spec's ## Base URL instead of the document's server URL"
            placeholder="http://localhost:4300"
            value={baseUrl}
            onChange={(e) => {
              setBaseUrl(e.currentTarget.value)
              changed()
            }}
            error={baseError}
          />
          {otherError && (
            <Alert color="red" title="The document could not be imported" role="alert">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {otherError}
              </Text>
            </Alert>
          )}
          <Collapse expanded={preview !== undefined}>{preview && <Preview result={preview} />}</Collapse>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            {preview ? (
              <Button onClick={runImport} loading={importer.isPending} disabled={importable === 0}>
                Import {importable} {importable === 1 ? 'spec' : 'specs'}
              </Button>
            ) : (
              <Button type="submit" loading={importer.isPending} disabled={!source || tooLarge}>
                Preview
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
