import { Alert, Badge, Box, Button, Center, Flex, Group, Loader, Modal, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { fieldError } from '../../api/api-error.js'
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor.js'
import { ConfirmModal } from '../../components/confirm-modal.js'
import { notifySuccess } from '../../components/notify.js'
import { issuesByLine, lineCount } from '../../components/spec-text.js'
import { paths } from '../../config/paths.js'
import { type ApiSpec, useCreateSpec, useDeleteSpec, useRunSpec, useSpec, useUpdateSpec, useValidation } from './queries.js'
import { ParsedTestsPanel, ProblemsPanel, SpecRunsPanel } from './spec-side-panels.js'
import { NEW_SPEC_TEMPLATE } from './spec-text.js'
import { specNameProblem } from './spec-tree.js'

export type SpecSelection = { kind: 'spec'; name: string } | { kind: 'draft'; folder: string }

/** What the caller may do here (from `my_role`, see api/roles.ts); the API enforces the same. */
export interface SpecPermissions {
  /** member+: new specs, OpenAPI import. */
  mayCreate: boolean
  /** editor+: save changes to a spec, rename it. */
  mayEdit: boolean
  /** admin+. */
  mayDelete: boolean
  /** member+. */
  mayRun: boolean
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

const VALIDATE_DEBOUNCE_MS = 400

/** The editor text parsed by the API while typing (debounced); the same text is never sent twice. */
function useLiveParse(projectId: string, text: string, enabled: boolean) {
  const [debounced] = useDebouncedValue(text, VALIDATE_DEBOUNCE_MS)
  const validation = useValidation(projectId, debounced, enabled)
  return {
    result: validation.data,
    checking: enabled && (debounced !== text || validation.isFetching),
    failure: validation.error?.detail,
  }
}

/**
 * Disabled-looking but still hoverable, so the tooltip can say why (a disabled button gets no mouse events). The
 * click handler must check the same condition.
 */
function softDisabled(disabled: boolean) {
  return disabled ? { 'data-disabled': true, 'aria-disabled': true } : {}
}

function notifySaved(spec: ApiSpec, verb: string) {
  const first = spec.errors[0]
  if (!first) return notifySuccess(`${verb} "${spec.name}"`)
  notifications.show({
    color: 'yellow',
    title: `${verb} "${spec.name}" with ${spec.errors.length} ${spec.errors.length === 1 ? 'error' : 'errors'}`,
    message: `It cannot run until they are fixed (line ${first.line}: ${first.message}).`,
    autoClose: 6000,
  })
}

/** Editor, live problems, parsed tests (and, for a saved spec, its recent runs) side by side. */
function EditorArea({
  text,
  onChange,
  readOnly,
  parse,
  fallback,
  onSave,
  runs,
}: {
  text: string
  onChange: (text: string) => void
  readOnly: boolean
  parse: ReturnType<typeof useLiveParse>
  /** The saved spec's parse, shown until the first live result arrives. */
  fallback?: Pick<ApiSpec, 'errors' | 'warnings' | 'tests'>
  onSave: () => void
  runs?: ReactNode
}) {
  const editor = useRef<CodeEditorHandle>(null)
  const source = parse.result ?? fallback
  const errors = source?.errors ?? []
  const warnings = source?.warnings ?? []
  const issues = useMemo(() => issuesByLine(errors, warnings), [errors, warnings])
  const goTo = (line: number) => editor.current?.goToLine(line)
  return (
    <Flex gap="md" align="flex-start" wrap="wrap">
      <Box style={{ flex: '1 1 420px', minWidth: 0 }}>
        <CodeEditor
          ref={editor}
          label="Spec markdown"
          value={text}
          onChange={onChange}
          issues={issues}
          readOnly={readOnly}
          onSave={onSave}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {lineCount(text)} lines · {readOnly ? 'read only: your role cannot change this spec' : 'Ctrl+S saves'} · format:
          docs/api-testing-specs.md
        </Text>
      </Box>
      <Stack gap="md" style={{ flex: '1 1 280px', maxWidth: 340, minWidth: 0 }}>
        <ProblemsPanel errors={errors} warnings={warnings} checking={parse.checking} failure={parse.failure} onGoTo={goTo} />
        <ParsedTestsPanel tests={source?.tests ?? []} onGoTo={goTo} />
        {runs}
      </Stack>
    </Flex>
  )
}

function RenameModal({
  opened,
  name,
  onClose,
  onRenamed,
  projectId,
}: {
  opened: boolean
  name: string
  onClose: () => void
  onRenamed: (spec: ApiSpec) => void
  projectId: string
}) {
  const update = useUpdateSpec(projectId)
  const [value, setValue] = useState(name)
  const [touched, setTouched] = useState(false)
  const problem = specNameProblem(value.trim())
  const close = () => {
    update.reset()
    setValue(name)
    setTouched(false)
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (problem || value.trim() === name) return
    update.mutate(
      { name, newName: value.trim() },
      {
        onSuccess: (spec) => {
          notifySuccess(`Renamed to "${spec.name}"`)
          close()
          onRenamed(spec)
        },
      },
    )
  }
  return (
    <Modal opened={opened} onClose={close} title="Rename spec" centered>
      <form onSubmit={submit} aria-label="Rename spec">
        <Stack>
          <TextInput
            label="Name"
            description="Use / between folders, e.g. shop/products"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={(touched && problem) || fieldError(update.error, 'name')}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={value.trim() === name}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function SavedSpec({ projectId, name, perms, onDirtyChange, onOpen, onClose }: WorkspaceProps & { name: string }) {
  const spec = useSpec(projectId, name)
  const update = useUpdateSpec(projectId)
  const remove = useDeleteSpec(projectId)
  const run = useRunSpec(projectId)
  const navigate = useNavigate()
  const [edited, setEdited] = useState<string>()
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const saved = spec.data?.content
  const text = edited ?? saved ?? ''
  const dirty = edited !== undefined && edited !== saved
  const parse = useLiveParse(projectId, text, spec.data !== undefined)

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  if (spec.error) {
    return (
      <Alert color="red" title={`The spec "${name}" could not be loaded`}>
        {spec.error.detail}
      </Alert>
    )
  }
  if (!spec.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the spec" />
      </Center>
    )
  }
  const data = spec.data

  const save = () => {
    if (!perms.mayEdit || !dirty || update.isPending) return
    update.mutate(
      { name, content: text },
      {
        onSuccess: (result) => {
          setEdited(undefined)
          notifySaved(result, 'Saved')
        },
      },
    )
  }
  const start = () =>
    run.mutate(name, {
      onSuccess: (started) => {
        notifySuccess(`Run of "${name}" queued`)
        navigate(paths.apiTestingRun.href(started.run_id))
      },
    })
  const runBlocker = dirty
    ? 'Save your changes first: a run uses the saved spec'
    : data.errors.length > 0
      ? `Fix the ${data.errors.length} ${data.errors.length === 1 ? 'error' : 'errors'} and save first`
      : undefined

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={3} ff="monospace" fz="lg" style={{ wordBreak: 'break-all' }}>
              {data.name}
            </Title>
            <Badge variant="light" color={data.source === 'openapi' ? 'grape' : 'gray'} style={{ flex: '0 0 auto' }}>
              {data.source === 'openapi' ? 'from OpenAPI' : 'hand-written'}
            </Badge>
            {dirty && (
              <Badge color="orange" variant="dot" style={{ flex: '0 0 auto' }}>
                unsaved changes
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {parse.result?.title || data.title || 'No "# API Test:" title'} · updated {new Date(data.updated_at).toLocaleString()}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {perms.mayEdit && (
            <Tooltip label="Save or discard your changes first" disabled={!dirty}>
              <Button variant="default" {...softDisabled(dirty)} onClick={() => !dirty && setRenaming(true)}>
                Rename
              </Button>
            </Tooltip>
          )}
          {perms.mayDelete && (
            <Button variant="light" color="red" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
          {perms.mayEdit && dirty && (
            <Button variant="default" onClick={() => setEdited(undefined)}>
              Discard
            </Button>
          )}
          {perms.mayEdit && (
            <Button variant={dirty ? 'filled' : 'light'} onClick={save} disabled={!dirty} loading={update.isPending}>
              Save
            </Button>
          )}
          {perms.mayRun && (
            <Tooltip label={runBlocker} disabled={!runBlocker} multiline maw={260}>
              <Button
                color="green"
                {...softDisabled(runBlocker !== undefined)}
                onClick={() => !runBlocker && start()}
                loading={run.isPending}
              >
                Run
              </Button>
            </Tooltip>
          )}
        </Group>
      </Group>
      <EditorArea
        text={text}
        onChange={setEdited}
        readOnly={!perms.mayEdit}
        parse={parse}
        fallback={data}
        onSave={save}
        runs={<SpecRunsPanel projectId={projectId} name={name} />}
      />
      <RenameModal
        key={`${name}:${renaming}`}
        opened={renaming}
        name={name}
        projectId={projectId}
        onClose={() => setRenaming(false)}
        onRenamed={(renamed) => onOpen(renamed.name)}
      />
      <ConfirmModal
        opened={deleting}
        title="Delete this spec?"
        confirmLabel="Delete spec"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(name, {
            onSuccess: () => {
              notifySuccess(`Deleted "${name}"`)
              setDeleting(false)
              onClose()
            },
          })
        }
      >
        The spec <code>{name}</code> will be deleted. Its past runs stay in the run history.
      </ConfirmModal>
    </Stack>
  )
}

function DraftSpec({ projectId, folder, perms, onDirtyChange, onOpen, onClose }: WorkspaceProps & { folder: string }) {
  const create = useCreateSpec(projectId)
  const [name, setName] = useState(folder ? `${folder}/new-spec` : 'new-spec')
  const [text, setText] = useState(NEW_SPEC_TEMPLATE)
  const [touched, setTouched] = useState(false)
  const parse = useLiveParse(projectId, text, true)
  const problem = specNameProblem(name.trim())
  const dirty = text !== NEW_SPEC_TEMPLATE

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const save = () => {
    setTouched(true)
    if (problem || create.isPending || !perms.mayCreate) return
    create.mutate(
      { name: name.trim(), content: text },
      {
        onSuccess: (spec) => {
          notifySaved(spec, 'Created')
          onOpen(spec.name)
        },
      },
    )
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <TextInput
          label="New spec name"
          description="Folders are separated by /, e.g. shop/products"
          placeholder="folder/name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={(touched && problem) || fieldError(create.error, 'name')}
          style={{ flex: 1, maxWidth: 480 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={onClose}>
            Discard
          </Button>
          {perms.mayCreate && (
            <Button onClick={save} loading={create.isPending}>
              Create spec
            </Button>
          )}
        </Group>
      </Group>
      <EditorArea text={text} onChange={setText} readOnly={!perms.mayCreate} parse={parse} onSave={save} />
    </Stack>
  )
}

/** The right-hand side of the Specs tab: the selected spec, or a new one being written. */
export function SpecWorkspace({ selection, ...props }: WorkspaceProps & { selection: SpecSelection }) {
  return selection.kind === 'draft' ? (
    <DraftSpec key={`draft:${selection.folder}`} folder={selection.folder} {...props} />
  ) : (
    <SavedSpec key={`spec:${selection.name}`} name={selection.name} {...props} />
  )
}
