import { Alert, Badge, Button, Card, Group, Pagination, Stack, Switch, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue, useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { bypassesRoles } from '../../api/roles.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { useAuth } from '../../hooks/use-auth.js'
import { CreateUserModal } from './create-user-modal.js'
import { isLocked, UNLOCK, USERS_PAGE_SIZE, type User, useUpdateUser, useUsers } from './queries.js'

function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'never'
}

function StatusBadges({ user }: { user: User }) {
  return (
    <Group gap={4}>
      {user.is_active ? (
        <Badge color="green" variant="light">
          active
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          inactive
        </Badge>
      )}
      {isLocked(user) && (
        <Badge color="orange" variant="light" title={`Locked until ${formatDate(user.locked_until)}`}>
          locked
        </Badge>
      )}
      {!isLocked(user) && user.failed_login_attempts > 0 && (
        <Badge color="yellow" variant="outline">
          {user.failed_login_attempts} failed
        </Badge>
      )}
    </Group>
  )
}

function UserRow({ user, isSelf }: { user: User; isSelf: boolean }) {
  const update = useUpdateUser()
  const locked = isLocked(user)
  const set = (body: Parameters<typeof update.mutate>[0]['body'], done: string) =>
    update.mutate({ userId: user.id, body }, { onSuccess: () => notifySuccess(done) })

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {user.email}
          {isSelf && (
            <Badge size="xs" ml="xs" variant="light">
              you
            </Badge>
          )}
        </Text>
        {user.full_name && (
          <Text size="xs" c="dimmed">
            {user.full_name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <StatusBadges user={user} />
        {locked && (
          <Text size="xs" c="dimmed">
            until {formatDate(user.locked_until)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Active: ${user.email}`}
          checked={user.is_active}
          disabled={isSelf || update.isPending}
          onChange={(e) =>
            set({ is_active: e.currentTarget.checked }, `${user.email} ${e.currentTarget.checked ? 'activated' : 'deactivated'}`)
          }
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Superuser: ${user.email}`}
          checked={user.is_superuser}
          disabled={isSelf || update.isPending}
          onChange={(e) =>
            set(
              { is_superuser: e.currentTarget.checked },
              `${user.email} ${e.currentTarget.checked ? 'is now a superuser' : 'is no longer a superuser'}`,
            )
          }
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(user.last_login_at)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        {(locked || user.failed_login_attempts > 0) && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            loading={update.isPending}
            onClick={() => set(UNLOCK, `${user.email} unlocked`)}
            aria-label={`Unlock ${user.email}`}
          >
            Unlock
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

export function UsersPage() {
  const { viewer, user: me, signedIn, requireAuth } = useAuth()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [page, setPage] = useState(1)
  const [creating, { open, close }] = useDisclosure()
  // Who the caller is must be known before deciding; a non-superuser never sends the request.
  const waiting = requireAuth === undefined || (signedIn && me === undefined)
  const allowed = !waiting && bypassesRoles(viewer)
  const users = useUsers({ q, page }, allowed)

  if (waiting) return <CenteredLoader label="Loading users" />
  if (!allowed) {
    return (
      <Alert color="gray" title="Superusers only" maw={560}>
        User administration is available to superusers.
      </Alert>
    )
  }
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / USERS_PAGE_SIZE)) : 1

  return (
    <Stack gap={0}>
      <PageHeader title="Users" description="Accounts that can sign in to Specwright." actions={<Button onClick={open}>New user</Button>} />
      <TextInput
        label="Search users"
        placeholder="Email or name"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value)
          setPage(1)
        }}
        maw={360}
        mb="md"
      />
      {!users.data ? (
        <CenteredLoader label="Loading users" />
      ) : (
        <Card withBorder p={0}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Users" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th>Superuser</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.items.map((u) => (
                <UserRow key={u.id} user={u} isSelf={u.id === me?.id} />
              ))}
              {users.data.items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="lg">
                      {q ? `No user matches "${q}".` : 'No users yet.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {users.data && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {users.data.total} user{users.data.total === 1 ? '' : 's'}
          </Text>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Users pages" />}
        </Group>
      )}
      <CreateUserModal opened={creating} onClose={close} />
    </Stack>
  )
}
