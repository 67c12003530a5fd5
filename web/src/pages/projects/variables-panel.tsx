import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../api/api-error.js'
import { can, type Role, type Viewer } from '../../api/roles.js'
import { ConfirmModal } from '../../components/confirm-modal.js'
import { notifySuccess } from '../../components/notify.js'
import { type ProjectVariable, useDeleteVariable, usePutVariable, useVariables } from './queries.js'

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/

/** The first message of a failed save, whichever field (name in the path, value in the body) it is about. */
const errorText = (error: unknown) => (error instanceof ApiError ? (error.issues[0]?.msg ?? error.message) : undefined)

function VariableForm({ projectId }: { projectId: string }) {
  const put = usePutVariable(projectId)
  const [name, setName] = useState('')
  const [value, setValue] = useState('')
  const [secret, setSecret] = useState(true)
  const nameProblem = name !== '' && !NAME.test(name) ? 'A letter or _, then letters, digits or _' : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    put.mutate(
      { name, value, secret },
      {
        onSuccess: (v) => {
          notifySuccess(`${v.secret ? 'Secret' : 'Variable'} {{${v.name}}} saved`)
          setName('')
          setValue('')
          put.reset()
        },
      },
    )
  }
  const Input = secret ? PasswordInput : TextInput
  return (
    <form onSubmit={submit} aria-label="Set variable">
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Name"
            placeholder="API_TOKEN"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameProblem}
            w={220}
          />
          <Input
            label="Value"
            required
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Checkbox label="Secret (write-only)" checked={secret} onChange={(e) => setSecret(e.currentTarget.checked)} mt={32} />
          <Button type="submit" mt={24} loading={put.isPending} disabled={Boolean(nameProblem)}>
            Save
          </Button>
        </Group>
        {put.error ? (
          <Text size="sm" c="red" role="alert">
            {errorText(put.error)}
          </Text>
        ) : null}
      </Stack>
    </form>
  )
}

function VariableRow({ projectId, variable, editable }: { projectId: string; variable: ProjectVariable; editable: boolean }) {
  const remove = useDeleteVariable(projectId)
  const [confirming, { open, close }] = useDisclosure()
  return (
    <Table.Tr>
      <Table.Td>
        <code>{`{{${variable.name}}}`}</code>
      </Table.Td>
      <Table.Td>
        {variable.secret ? <Text c="dimmed">{variable.masked}</Text> : <code>{variable.value}</code>}{' '}
        {variable.needs_reentry && (
          <Badge color="orange" variant="light">
            needs re-entry
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{variable.secret ? 'secret' : 'variable'}</Table.Td>
      <Table.Td>{new Date(variable.updated_at).toLocaleString()}</Table.Td>
      {editable && (
        <Table.Td>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${variable.name}`} onClick={open}>
              ✕
            </ActionIcon>
          </Tooltip>
          <ConfirmModal
            opened={confirming}
            title={`Delete {{${variable.name}}}?`}
            confirmLabel="Delete"
            loading={remove.isPending}
            onClose={close}
            onConfirm={() => remove.mutate(variable.name, { onSuccess: () => notifySuccess(`{{${variable.name}}} deleted`) })}
          >
            Specs that use {`{{${variable.name}}}`} will stop validating until it is set again.
          </ConfirmModal>
        </Table.Td>
      )}
    </Table.Tr>
  )
}

/**
 * "Variables & secrets": the values a spec's `{{NAME}}` placeholders resolve to in this project. Admins set and
 * delete them; secrets are never shown again after saving (only `****last4`).
 */
export function VariablesPanel({ projectId, myRole, viewer }: { projectId: string; myRole: Role | null; viewer: Viewer }) {
  const variables = useVariables(projectId)
  const editable = can('edit', myRole, viewer)
  const allowlist = variables.data?.env_allowlist ?? []
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="xs">
        Variables & secrets
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Specs write <code>{'{{NAME}}'}</code> for these values; they are resolved when a run starts and masked in its logs and reports.
        {allowlist.length > 0
          ? ` Server variables allowed by the administrator (SPEC_ENV_ALLOWLIST): ${allowlist.join(', ')}.`
          : ' The server lets specs read no environment variables of its own.'}
      </Text>
      <Stack gap="md">
        {variables.data && variables.data.items.length > 0 ? (
          <Table striped aria-label="Variables and secrets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Placeholder</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Updated</Table.Th>
                {editable && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variables.data.items.map((v) => (
                <VariableRow key={v.name} projectId={projectId} variable={v} editable={editable} />
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {variables.isLoading ? 'Loading…' : 'No variables yet.'}
          </Text>
        )}
        {editable ? (
          <VariableForm projectId={projectId} />
        ) : (
          <Text size="sm" c="dimmed">
            Only project admins and owners can set variables and secrets.
          </Text>
        )}
      </Stack>
    </Card>
  )
}
