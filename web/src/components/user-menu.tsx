import { Avatar, Button, Menu, Text, UnstyledButton } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import { paths } from '../config/paths.js'
import { useAuth } from '../hooks/use-auth.js'
import { useLogout } from '../hooks/use-logout.js'

function initials(name: string, email: string): string {
  const source = name.trim() || email
  const parts = source.split(/[\s@._-]+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase()
}

/** The signed-in user with a log-out action, or a sign-in link when the server lets people browse without one. */
export function UserMenu() {
  const { user, signedIn } = useAuth()
  const logout = useLogout()
  const location = useLocation()

  if (!signedIn) {
    return (
      <Button component={Link} to={paths.login.href(location.pathname + location.search)} variant="light" size="sm">
        Sign in
      </Button>
    )
  }
  const email = user?.email ?? ''
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${email || 'you'}`}>
          <Avatar radius="xl" color="blue" size={34}>
            {initials(user?.full_name ?? '', email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text size="sm" px="sm" pb="xs" fw={500} truncate>
          {user?.full_name || email}
        </Text>
        {user?.full_name && (
          <Text size="xs" px="sm" pb="xs" c="dimmed" truncate>
            {email}
          </Text>
        )}
        {user?.is_superuser && (
          <Text size="xs" px="sm" pb="xs" c="blue">
            Superuser
          </Text>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
