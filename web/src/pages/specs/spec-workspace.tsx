import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { fieldError } from '../../api/api-error.js'
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor.js'
import { ConfirmModal } from '../../components/confirm-modal.js'
import { notifySuccess } from '../../components/notify.js'
import { issuesByLine } from '../../components/spec-text.js'
import { type InterpretedStep, StepInterpretationPanel } from '../../components/step-interpretation.js'
import { paths } from '../../config/paths.js'
import {
  type SpecIssue,
  type SpecValidation,
  type UiSpec,
  useCreateSpec,
  useDeleteSpec,
  useRunSpec,
  useSpec,
  useUpdateSpec,
  useValidation,
} from './queries.js'
import { expectedOutcome, NEW_SPEC_TEMPLATE, parseTags } from './spec-text.js'

export type SpecSelection = { kind: 'spec'; name: string } | { kind: 'draft'; folder: string }

/** What the caller may do here (from `my_role`, see api/roles.ts); the API enforces the same. */
export interface SpecPermissions {
  /** member+ */
  mayCreate: boolean
  /** editor+: save changes, rename. */
  mayEdit: boolean
  /** admin+ */
  mayDelete: boolean
  /** member+ */
  mayRun: boolean
}

const VALIDATE_DEBOUNCE_MS = 400
const SEVERITY = { error: 'red', warning: 'yellow' } as const

/** Errors first, then warnings, each by line. */
function sortedIssues(errors: readonly SpecIssue[], warnings: readonly SpecIssue[]) {
  return [
    ...errors.map((i) => ({ ...i, severity: 'error' as const })),
    ...warnings.map((i) => ({ ...i, severity: 'warning' as const })),
  ].sort((a, b) => a.line - b.line || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
}

function ProblemsPanel({
  validation,
  checking,
  failure,
  onGoTo,
}: {
  validation: SpecValidation | undefined
  checking: boolean
  failure: string | undefined
  onGoTo: (line: number) => void
}) {
  const errors = validation?.errors ?? []
  const warnings = validation?.warnings ?? []
  const issues = sortedIssues(errors, warnings)
  return (
    <Card withBorder p="sm" component="section" aria-label="Problems">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Title order={5}>Problems</Title>
          {checking && <Loader size={12} aria-label="Checking the spec" />}
        </Group>
        <Text size="xs" c="dimmed">
          <Text span inherit c={errors.length ? 'red.7' : undefined} fw={errors.length ? 700 : undefined}>
            {errors.length} {errors.length === 1 ? 'error' : 'errors'}
          </Text>
          {' · '}
          <Text span inherit c={warnings.length ? 'yellow.8' : undefined} fw={warnings.length ? 700 : undefined}>
            {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'}
          </Text>
        </Text>
      </Group>
      {failure && (
        <Text size="sm" c="red" mb="xs">
          The spec could not be checked: {failure}
        </Text>
      )}
      {issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {checking || !validation ? 'Checking…' : 'No problems: the spec parses.'}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {issues.map((issue) => (
            <li key={`${issue.severity}:${issue.line}:${issue.message}`}>
              <UnstyledButton
                onClick={() => onGoTo(issue.line)}
                w="100%"
                p={6}
                style={{ borderRadius: 'var(--mantine-radius-sm)', background: `var(--mantine-color-${SEVERITY[issue.severity]}-0)` }}
                aria-label={`Line ${issue.line} ${issue.severity}: ${issue.message}`}
              >
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <Badge size="sm" color={SEVERITY[issue.severity]} variant="filled" style={{ flex: '0 0 auto' }}>
                    Line {issue.line}
                  </Badge>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {issue.message}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  )
}

/** What the parser understood: the title, the numbered steps (with their lines), the expected outcome and variables. */
function PreviewPanel({ validation, content }: { validation: SpecValidation | undefined; content: string }) {
  const outcome = useMemo(() => expectedOutcome(content), [content])
  return (
    <Card withBorder p="sm" component="section" aria-label="Preview">
      <Title order={5} mb="xs">
        Preview
      </Title>
      {!validation ? (
        <Text size="sm" c="dimmed">
          Checking…
        </Text>
      ) : (
        <Stack gap="xs">
          <Text fw={700} aria-label="Test title">
            {validation.title || (
              <Text span c="dimmed" inherit fw={400}>
                (no title)
              </Text>
            )}
          </Text>
          <Box>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Steps
            </Text>
            {validation.steps.length === 0 ? (
              <Text size="sm" c="dimmed">
                No steps.
              </Text>
            ) : (
              <List type="ordered" size="sm" spacing={2} aria-label="Parsed steps">
                {validation.steps.map((s) => (
                  <List.Item key={`${s.n}:${s.line}`} title={`Step ${s.n} (line ${s.line})`}>
                    {s.text}
                  </List.Item>
                ))}
              </List>
            )}
          </Box>
          {outcome.length > 0 && (
            <Box>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                Expected outcome
              </Text>
              <List size="sm" spacing={2} aria-label="Expected outcome">
                {outcome.map((o) => (
                  <List.Item key={o}>{o}</List.Item>
                ))}
              </List>
            </Box>
          )}
          {validation.variables.length > 0 && (
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                Reads from the server environment:
              </Text>
              {validation.variables.map((v) => (
                <Badge key={v} size="xs" variant="outline" color="gray" tt="none">
                  {`{{${v}}}`}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Card>
  )
}

function RenameModal({
  name,
  opened,
  onClose,
  onRename,
  pending,
  error,
}: {
  name: string
  opened: boolean
  onClose: () => void
  onRename: (newName: string) => void
  pending: boolean
  error: string | undefined
}) {
  const [value, setValue] = useState(name)
  useEffect(() => {
    if (opened) setValue(name)
  }, [opened, name])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (value.trim() && value.trim() !== name) onRename(value.trim())
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Rename or move spec" centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="New name"
            description="Slashes make folders: checkout/guest pays"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={!value.trim() || value.trim() === name}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

interface WorkspaceProps {
  projectId: string
  perms: SpecPermissions
  onDirtyChange: (dirty: boolean) => void
  /** Open another spec without asking about unsaved changes (after a save, rename or create). */
  onOpen: (name: string) => void
  /** Leave the current spec without asking (after a delete or a discarded draft). */
  onClose: () => void
}

/**
 * The editor for one spec (or a new draft): the markdown with line numbers and problem marks, checked live against
 * the server's parser, a preview of the parsed steps, and the actions the caller's role allows.
 */
function Editor({
  spec,
  draftFolder,
  projectId,
  perms,
  onDirtyChange,
  onOpen,
  onClose,
}: WorkspaceProps & { spec: UiSpec | undefined; draftFolder: string }) {
  const navigate = useNavigate()
  const isDraft = spec === undefined
  const [content, setContent] = useState(spec?.content ?? NEW_SPEC_TEMPLATE)
  const [tagsText, setTagsText] = useState(spec?.tags.join(', ') ?? '')
  const [name, setName] = useState(draftFolder ? `${draftFolder}/` : '')
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const editor = useRef<CodeEditorHandle>(null)
  const [debounced] = useDebouncedValue(content, VALIDATE_DEBOUNCE_MS)
  const validation = useValidation(projectId, debounced, true)
  const create = useCreateSpec(projectId)
  const update = useUpdateSpec(projectId)
  const remove = useDeleteSpec(projectId)
  const run = useRunSpec(projectId)

  const tags = parseTags(tagsText)
  const dirty = isDraft || content !== spec.content || tags.join(',') !== spec.tags.join(',')
  useEffect(
    () => onDirtyChange(dirty && (!isDraft || content !== NEW_SPEC_TEMPLATE || name.trim() !== '')),
    [dirty, isDraft, content, name, onDirtyChange],
  )

  const current = validation.data
  const stale = debounced !== content || validation.isFetching
  const issues = useMemo(() => issuesByLine(current?.errors ?? [], current?.warnings ?? []), [current])
  const mayWrite = isDraft ? perms.mayCreate : perms.mayEdit
  const hasErrors = (current?.errors.length ?? 0) > 0

  const save = () => {
    if (!mayWrite) return
    if (isDraft) {
      create.mutate(
        { name: name.trim(), content, tags },
        {
          onSuccess: (saved) => {
            notifySuccess(`Created ${saved.name}`)
            onOpen(saved.name)
          },
        },
      )
    } else {
      update.mutate(
        { name: spec.name, content, tags },
        {
          onSuccess: (saved) =>
            notifySuccess(`Saved ${saved.name}${saved.errors.length ? ` (${saved.errors.length} errors to fix before it can run)` : ''}`),
        },
      )
    }
  }

  let runBlocked: string | undefined
  if (isDraft) runBlocked = 'Save the spec first'
  else if (dirty) runBlocked = 'Save your changes first: a run uses the saved spec'
  else if (hasErrors) runBlocked = 'Fix the errors first'

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {isDraft ? (
          <TextInput
            label="New spec name"
            placeholder="checkout/guest pays"
            description="Slashes make folders"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(create.error, 'name')}
            style={{ flex: 1 }}
            maw={420}
          />
        ) : (
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={3} style={{ wordBreak: 'break-word' }}>
              {spec.name}
            </Title>
            {spec.automated && (
              <Tooltip label={spec.automated_test ?? ''} disabled={!spec.automated_test} withinPortal>
                <Badge color="teal" variant="light" aria-label="Automated" style={{ flex: '0 0 auto', minWidth: 'max-content' }}>
                  automated
                </Badge>
              </Tooltip>
            )}
            {dirty && (
              <Badge color="gray" variant="outline" aria-label="Unsaved changes" style={{ flex: '0 0 auto', minWidth: 'max-content' }}>
                unsaved
              </Badge>
            )}
          </Group>
        )}
        <Group gap="xs" wrap="nowrap">
          {!isDraft && perms.mayEdit && (
            <Button variant="default" size="sm" onClick={() => setRenaming(true)}>
              Rename
            </Button>
          )}
          {!isDraft && perms.mayDelete && (
            <Button variant="default" color="red" size="sm" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
          {isDraft && (
            <Button variant="default" size="sm" onClick={onClose}>
              Discard
            </Button>
          )}
          {mayWrite && (
            <Button
              size="sm"
              variant={isDraft ? 'filled' : 'light'}
              onClick={save}
              loading={create.isPending || update.isPending}
              disabled={!dirty || (isDraft && !name.trim())}
            >
              {isDraft ? 'Create' : 'Save'}
            </Button>
          )}
          {!isDraft && perms.mayRun && (
            <Tooltip label={runBlocked ?? ''} disabled={!runBlocked} withinPortal>
              <Button
                size="sm"
                color="green"
                data-disabled={runBlocked ? true : undefined}
                aria-disabled={runBlocked ? true : undefined}
                loading={run.isPending}
                onClick={(e) => {
                  if (runBlocked) return e.preventDefault()
                  run.mutate(spec.name, { onSuccess: (started) => navigate(paths.run.href(started.id)) })
                }}
              >
                Run
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>
      {create.error && !fieldError(create.error, 'name') && (
        <Alert color="red" variant="light" p="xs">
          {create.error.detail}
        </Alert>
      )}
      <TextInput
        label="Tags"
        placeholder="smoke, checkout"
        description="Comma-separated"
        value={tagsText}
        onChange={(e) => setTagsText(e.currentTarget.value)}
        readOnly={!mayWrite}
        size="xs"
        maw={420}
      />
      <CodeEditor
        ref={editor}
        label="Spec markdown"
        value={content}
        onChange={setContent}
        issues={issues}
        readOnly={!mayWrite}
        onSave={save}
        maxHeight={440}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ProblemsPanel
          validation={current}
          checking={stale}
          failure={validation.error?.detail}
          onGoTo={(line) => editor.current?.goToLine(line)}
        />
        <PreviewPanel validation={current} content={debounced} />
        <StepInterpretationPanel steps={uiInterpretation(current)} onGoTo={(line) => editor.current?.goToLine(line)} />
      </SimpleGrid>
      {!isDraft && (
        <>
          <RenameModal
            name={spec.name}
            opened={renaming}
            onClose={() => setRenaming(false)}
            pending={update.isPending}
            error={fieldError(update.error, 'name') ?? (update.error && renaming ? update.error.detail : undefined)}
            onRename={(newName) =>
              update.mutate(
                { name: spec.name, newName, ...(dirty ? { content, tags } : {}) },
                {
                  onSuccess: (saved) => {
                    setRenaming(false)
                    notifySuccess(`Renamed to ${saved.name}`)
                    onOpen(saved.name)
                  },
                },
              )
            }
          />
          <ConfirmModal
            opened={deleting}
            title="Delete spec?"
            confirmLabel="Delete"
            loading={remove.isPending}
            onClose={() => setDeleting(false)}
            onConfirm={() =>
              remove.mutate(spec.name, {
                onSuccess: () => {
                  setDeleting(false)
                  notifySuccess(`Deleted ${spec.name}`)
                  onClose()
                },
              })
            }
          >
            {`"${spec.name}" and its workspace file are deleted. Its runs and any generated test stay.`}
          </ConfirmModal>
        </>
      )}
    </Stack>
  )
}

/** Loads the selected spec, then edits it; a new draft starts from a template. */
export function SpecWorkspace({ selection, ...props }: WorkspaceProps & { selection: SpecSelection }) {
  const name = selection.kind === 'spec' ? selection.name : undefined
  const spec = useSpec(props.projectId, name)
  if (selection.kind === 'draft')
    return <Editor key={`draft:${selection.folder}`} spec={undefined} draftFolder={selection.folder} {...props} />
  if (spec.isPending) return <Loader size="sm" aria-label="Loading the spec" />
  if (spec.isError)
    return (
      <Alert color="red" title={`Cannot open ${selection.name}`}>
        {spec.error.detail}
      </Alert>
    )
  // A fresh editor per spec and per saved version, so loading another spec never keeps the old text.
  return <Editor key={`${spec.data.name}`} spec={spec.data} draftFolder="" {...props} />
}

/** The validate answer's per-step interpretation (several actions for a compound step). */
function uiInterpretation(validation: SpecValidation | undefined): InterpretedStep[] {
  return (validation?.interpretation ?? []).map((step) => ({
    key: `${step.n}:${step.line}`,
    line: step.line,
    label: `${step.n}. ${step.text}`,
    actions: step.actions,
    notes: step.notes,
  }))
}
