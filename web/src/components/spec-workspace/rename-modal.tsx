import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { fieldError } from '../../api/api-error.js'

/** Renames (or moves, with slashes) a saved spec; the caller runs the update and closes the modal on success. */
export function RenameModal({
  opened,
  name,
  onClose,
  onRename,
  pending,
  error,
  nameProblem,
}: {
  opened: boolean
  name: string
  onClose: () => void
  onRename: (newName: string) => void
  pending: boolean
  error: unknown
  nameProblem?: ((name: string) => string | null) | undefined
}) {
  const [value, setValue] = useState(name)
  const [touched, setTouched] = useState(false)
  const problem = nameProblem?.(value.trim()) ?? (value.trim() === '' ? 'Give the spec a name' : null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (problem || value.trim() === name) return
    onRename(value.trim())
  }
  const apiProblem = fieldError(error, 'name') ?? (error instanceof Error ? error.message : undefined)
  return (
    <Modal opened={opened} onClose={onClose} title="Rename spec" centered>
      <form onSubmit={submit} aria-label="Rename spec">
        <Stack>
          <TextInput
            label="Name"
            description="Use / between folders, e.g. shop/products"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={(touched && problem) || apiProblem}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={value.trim() === name}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
