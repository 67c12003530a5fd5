import { Button, Checkbox, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { notifySuccess } from '../../components/notify.js'
import { useCreateUser } from './queries.js'

const empty = { email: '', full_name: '', password: '', is_superuser: false }

/** The password rules the API checks; the API's own messages are shown when one fails. */
const PASSWORD_HINT = ['at least 8 characters', 'an uppercase and a lowercase letter', 'a digit', 'a special character']

export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser()
  const [values, setValues] = useState(empty)

  const close = () => {
    setValues(empty)
    create.reset()
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: (user) => {
          notifySuccess(`User ${user.email} created`)
          close()
        },
      },
    )
  }
  const passwordErrors = create.error?.issues.filter((i) => i.loc[1] === 'password').map((i) => i.msg) ?? []

  return (
    <Modal opened={opened} onClose={close} title="New user">
      <form onSubmit={submit} aria-label="New user">
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            required
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
            error={fieldError(create.error, 'email')}
          />
          <TextInput
            label="Full name"
            value={values.full_name}
            onChange={(e) => setValues({ ...values, full_name: e.currentTarget.value })}
            error={fieldError(create.error, 'full_name')}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
            error={passwordErrors.length > 0 ? passwordErrors.join('. ') : undefined}
          />
          <div>
            <Text size="xs" c="dimmed">
              The password needs:
            </Text>
            <List size="xs" c="dimmed">
              {PASSWORD_HINT.map((rule) => (
                <List.Item key={rule}>{rule}</List.Item>
              ))}
            </List>
          </div>
          <Checkbox
            label="Superuser (full access to every project and to user administration)"
            checked={values.is_superuser}
            onChange={(e) => setValues({ ...values, is_superuser: e.currentTarget.checked })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
