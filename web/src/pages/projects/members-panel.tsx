import { ActionIcon, Badge, Button, Card, Group, NativeSelect, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { type FormEvent, useState } from 'react'
import { fieldError } from '../../api/api-error.js'
import { assignableRoles, can, mayEditMember, ROLE_SUMMARY, ROLES, type Role, type Viewer } from '../../api/roles.js'
import { ConfirmModal } from '../../components/confirm-modal.js'
import { notifySuccess } from '../../components/notify.js'
import { type Member, useAddMember, useChangeMemberRole, useMembers, useRemoveMember } from './queries.js'

const roleOptions = (roles: readonly Role[]) => roles.map((r) => ({ value: r, label: `${r} — ${ROLE_SUMMARY[r]}` }))

function AddMemberForm({ projectId, roles }: { projectId: string; roles: Role[] }) {
  const add = useAddMember(projectId)
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('member')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (member) => {
          notifySuccess(`${member.email} added as ${member.role}`)
          setEmail('')
          add.reset()
        },
      },
    )
  }
  return (
    <form onSubmit={submit} aria-label="Add member">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Add member by email"
          placeholder="user@example.com"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldError(add.error, 'email')}
          style={{ flex: 1, minWidth: 220 }}
        />
        <NativeSelect
          label="Role"
          data={roleOptions(roles)}
          value={role}
          onChange={(e) => setRole(e.currentTarget.value as Role)}
          w={260}
        />
        <Button type="submit" loading={add.isPending}>
          Add member
        </Button>
      </Group>
    </form>
  )
}

function MemberRow({
  member,
  projectId,
  myRole,
  viewer,
  currentUserId,
}: {
  member: Member
  projectId: string
  myRole: Role | null
  viewer: Viewer
  currentUserId: string | undefined
}) {
  const change = useChangeMemberRole(projectId)
  const remove = useRemoveMember(projectId)
  const [confirming, { open, close }] = useDisclosure()
  const editable = mayEditMember(member.role, myRole, viewer)
  const who = member.email
  const options = assignableRoles(myRole, viewer)
  // Keep the member's current role selectable even when the caller could not grant it.
  const choices = ROLES.filter((r) => options.includes(r) || r === member.role)

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {member.full_name || member.email}
          {member.user_id === currentUserId && (
            <Badge size="xs" ml="xs" variant="light">
              you
            </Badge>
          )}
        </Text>
        {member.full_name && (
          <Text size="xs" c="dimmed">
            {member.email}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <NativeSelect
            aria-label={`Role of ${who}`}
            size="xs"
            w={130}
            data={choices}
            value={member.role}
            disabled={change.isPending}
            onChange={(e) =>
              change.mutate(
                { userId: member.user_id, role: e.currentTarget.value as Role },
                { onSuccess: (m) => notifySuccess(`${m.email} is now ${m.role}`) },
              )
            }
          />
        ) : (
          <Badge variant="light" color="gray">
            {member.role}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{new Date(member.granted_at).toLocaleDateString()}</Text>
      </Table.Td>
      <Table.Td ta="right">
        {editable && (
          <>
            <Tooltip label="Remove from project">
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${who}`} onClick={open}>
                ✕
              </ActionIcon>
            </Tooltip>
            <ConfirmModal
              opened={confirming}
              title="Remove member"
              confirmLabel="Remove"
              loading={remove.isPending}
              onClose={close}
              onConfirm={() =>
                remove.mutate(member.user_id, {
                  onSuccess: () => {
                    close()
                    notifySuccess(`${who} removed`)
                  },
                })
              }
            >
              Remove {who} from this project? They lose access to its specs, runs and results.
            </ConfirmModal>
          </>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/** Members of one project: roles can be changed and members added or removed by admins (owners for owners). */
export function MembersPanel({
  projectId,
  myRole,
  viewer,
  currentUserId,
}: {
  projectId: string
  myRole: Role | null
  viewer: Viewer
  currentUserId: string | undefined
}) {
  const members = useMembers(projectId)
  const manage = can('manageMembers', myRole, viewer)

  return (
    <Card withBorder>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Members
          </Title>
          <Text size="sm" c="dimmed">
            {members.data ? `${members.data.length} member${members.data.length === 1 ? '' : 's'}` : ''}
          </Text>
        </Group>
        {manage && <AddMemberForm projectId={projectId} roles={assignableRoles(myRole, viewer)} />}
        {!manage && (
          <Text size="sm" c="dimmed">
            Only project admins and owners can change members.
          </Text>
        )}
        <Table verticalSpacing="xs" aria-label="Members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Since</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data?.map((m) => (
              <MemberRow key={m.user_id} member={m} projectId={projectId} myRole={myRole} viewer={viewer} currentUserId={currentUserId} />
            ))}
            {members.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" size="sm" ta="center" py="md">
                    No members yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  )
}
