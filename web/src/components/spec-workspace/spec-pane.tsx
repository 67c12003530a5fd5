import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type ReactNode, useEffect, useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { ConfirmModal } from '../confirm-modal.js'
import { notifySuccess } from '../notify.js'
import type { SavedSpec, SpecAreaAdapter } from './adapter.js'
import { EditorArea, parseTags, TagsInput } from './editor-area.js'
import { useLiveCheck, useSavedSpec, useSpecMutations } from './queries.js'
import { RenameModal } from './rename-modal.js'
import type { PreviewRenderer, SpecCheck, SpecPermissions } from './types.js'

export interface PaneProps<S extends SavedSpec, V extends SpecCheck> {
  adapter: SpecAreaAdapter<S, V>
  perms: SpecPermissions
  renderPreview: PreviewRenderer<V, S>
  /** Badges next to a saved spec's name (automated, imported, …). */
  renderBadges?: ((spec: S) => ReactNode) | undefined
  onDirtyChange: (dirty: boolean) => void
  /** Open a spec without asking about unsaved changes (after a save, rename or create). */
  onOpen: (name: string) => void
  /** Leave the current spec without asking (after a delete or a discarded draft). */
  onClose: () => void
  /** Follow a queued run to its page. */
  onRunStarted: (href: string) => void
}

/**
 * Disabled-looking but still hoverable, so the tooltip can say why (a disabled button gets no mouse events). The
 * click handler must check the same condition.
 */
function softDisabled(disabled: boolean) {
  return disabled ? { 'data-disabled': true, 'aria-disabled': true } : {}
}

function notifySaved(spec: SavedSpec, verb: string) {
  const first = spec.errors[0]
  if (!first) return notifySuccess(`${verb} "${spec.name}"`)
  notifications.show({
    color: 'yellow',
    title: `${verb} "${spec.name}" with ${spec.errors.length} ${spec.errors.length === 1 ? 'error' : 'errors'}`,
    message: `It cannot run until they are fixed (line ${first.line}: ${first.message}).`,
    autoClose: 6000,
  })
}

/** Loads a saved spec, then edits it (the editor's state starts from the loaded text). */
export function SavedSpecPane<S extends SavedSpec, V extends SpecCheck>({ name, ...props }: PaneProps<S, V> & { name: string }) {
  const spec = useSavedSpec(props.adapter, name)
  if (spec.error)
    return (
      <Alert color="red" title={`The spec "${name}" could not be loaded`}>
        {spec.error.message}
      </Alert>
    )
  if (!spec.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the spec" />
      </Center>
    )
  return <SavedSpecEditor name={name} saved={spec.data} {...props} />
}

/** A saved spec: its name and badges, the toolbar its caller's role allows, and the editor. */
function SavedSpecEditor<S extends SavedSpec, V extends SpecCheck>({
  name,
  saved,
  ...props
}: PaneProps<S, V> & { name: string; saved: S }) {
  const { adapter, perms, renderBadges, onDirtyChange, onOpen, onClose, onRunStarted } = props
  const { update, remove, run } = useSpecMutations(adapter)
  const [edited, setEdited] = useState<string>()
  const [editedTags, setEditedTags] = useState<string>()
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const text = edited ?? saved.content
  const savedTags = (saved.tags ?? []).join(', ')
  const tags = parseTags(editedTags ?? savedTags)
  const dirty =
    (edited !== undefined && edited !== saved.content) || (editedTags !== undefined && tags.join(',') !== (saved.tags ?? []).join(','))
  const live = useLiveCheck(adapter, text, true)

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const discard = () => {
    setEdited(undefined)
    setEditedTags(undefined)
  }
  const save = () => {
    if (!perms.mayEdit || !dirty || update.isPending) return
    update.mutate(
      { name, content: text, ...(adapter.tags ? { tags } : {}) },
      {
        onSuccess: (result) => {
          discard()
          notifySaved(result, 'Saved')
        },
      },
    )
  }
  const start = () =>
    run.mutate(name, {
      onSuccess: (href) => {
        notifySuccess(`Run of "${name}" queued`)
        onRunStarted(href)
      },
    })
  const runBlocker = dirty
    ? 'Save your changes first: a run uses the saved spec'
    : saved.errors.length > 0
      ? `Fix the ${saved.errors.length} ${saved.errors.length === 1 ? 'error' : 'errors'} and save first`
      : undefined

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={3} ff="monospace" fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {saved.name}
            </Title>
            {renderBadges?.(saved)}
            {dirty && (
              <Text span size="xs" c="orange.8" fw={700} style={{ flex: '0 0 auto' }} aria-label="Unsaved changes">
                ● unsaved changes
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            updated {new Date(saved.updated_at).toLocaleString()}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" role="toolbar" aria-label="Spec actions">
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
            <Button variant="default" onClick={discard}>
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
      {adapter.tags && <TagsInput value={editedTags ?? savedTags} onChange={setEditedTags} readOnly={!perms.mayEdit} />}
      <EditorArea
        adapter={adapter}
        text={text}
        onChange={setEdited}
        readOnly={!perms.mayEdit}
        live={live}
        saved={saved}
        onSave={save}
        renderPreview={props.renderPreview}
      />
      <RenameModal
        key={`${name}:${renaming}`}
        opened={renaming}
        name={name}
        nameProblem={adapter.nameProblem}
        pending={update.isPending}
        error={renaming ? update.error : null}
        onClose={() => {
          update.reset()
          setRenaming(false)
        }}
        onRename={(newName) =>
          update.mutate(
            { name, newName },
            {
              onSuccess: (renamed) => {
                notifySuccess(`Renamed to "${renamed.name}"`)
                setRenaming(false)
                onOpen(renamed.name)
              },
            },
          )
        }
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
        The spec <code>{name}</code> will be deleted. {adapter.text.deleteNote}
      </ConfirmModal>
    </Stack>
  )
}

/** A new spec: its name, the editor starting from the area's template, Create and Discard. */
export function DraftSpecPane<S extends SavedSpec, V extends SpecCheck>({ folder, ...props }: PaneProps<S, V> & { folder: string }) {
  const { adapter, perms, onDirtyChange, onOpen, onClose } = props
  const { create } = useSpecMutations(adapter)
  const [name, setName] = useState(adapter.draftName(folder))
  const [text, setText] = useState(adapter.template)
  const [tagsText, setTagsText] = useState('')
  const [touched, setTouched] = useState(false)
  const live = useLiveCheck(adapter, text, true)
  const problem = adapter.nameProblem?.(name.trim()) ?? (name.trim() === '' ? 'Give the spec a name' : null)
  const dirty = text !== adapter.template || tagsText.trim() !== ''

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const save = () => {
    setTouched(true)
    if (problem || create.isPending || !perms.mayCreate) return
    create.mutate(
      { name: name.trim(), content: text, ...(adapter.tags ? { tags: parseTags(tagsText) } : {}) },
      {
        onSuccess: (spec) => {
          notifySaved(spec, 'Created')
          onOpen(spec.name)
        },
      },
    )
  }
  const nameError = fieldError(create.error, 'name')

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <TextInput
          label="New spec name"
          description="Folders are separated by /, e.g. shop/products"
          placeholder="folder/name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={(touched && problem) || nameError}
          style={{ flex: 1, maxWidth: 480 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group gap="xs" wrap="nowrap" role="toolbar" aria-label="Spec actions">
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
      {create.error && !nameError && (
        <Alert color="red" variant="light" p="xs">
          {create.error.message}
        </Alert>
      )}
      {adapter.tags && <TagsInput value={tagsText} onChange={setTagsText} readOnly={!perms.mayCreate} />}
      <EditorArea
        adapter={adapter}
        text={text}
        onChange={setText}
        readOnly={!perms.mayCreate}
        live={live}
        saved={undefined}
        onSave={save}
        renderPreview={props.renderPreview}
      />
    </Stack>
  )
}
