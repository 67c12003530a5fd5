import { Anchor, AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text, ThemeIcon } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Suspense } from 'react'
import { Link, matchPath, Outlet, useLocation } from 'react-router'
import { bypassesRoles } from '../api/roles.js'
import { CenteredLoader } from '../components/centered-loader.js'
import { ProjectSwitcher } from '../components/project-switcher.js'
import { UserMenu } from '../components/user-menu.js'
import { paths } from '../config/paths.js'
import { CurrentProjectProvider, useCurrentProject } from '../hooks/current-project.js'
import { useAuth } from '../hooks/use-auth.js'
import { useLiveEvents, useLiveStatus } from '../hooks/use-live-events.js'
import { AREA_GROUPS } from './areas.js'

function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation()
  const { viewer } = useAuth()
  const isAdmin = bypassesRoles(viewer)
  return (
    <nav aria-label="Main">
      {AREA_GROUPS.map((group) => (
        <div key={group.label}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
            {group.label}
          </Text>
          {group.areas
            .filter((a) => !a.superuserOnly || isAdmin)
            .map((a) => {
              const active = matchPath({ path: a.path, end: false }, location.pathname) !== null
              return (
                <NavLink
                  key={a.key}
                  component={Link}
                  to={a.path}
                  label={a.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  py={6}
                  rightSection={
                    a.available ? undefined : (
                      <Badge size="xs" variant="light" color="gray" aria-hidden>
                        soon
                      </Badge>
                    )
                  }
                />
              )
            })}
        </div>
      ))}
    </nav>
  )
}

/** Follows the current project's event stream for every page, and says whether the dashboard is live. */
function LiveIndicator() {
  const { projectId } = useCurrentProject()
  useLiveEvents(projectId)
  const status = useLiveStatus()
  if (status === 'live')
    return (
      <Badge variant="dot" color="green" title="Updates arrive as they happen">
        live
      </Badge>
    )
  if (status === 'off') return null
  return (
    <Badge variant="dot" color="yellow" title="The event stream is down: pages refresh on their own until it is back">
      {status === 'connecting' ? 'connecting' : 'reconnecting'}
    </Badge>
  )
}

/** The signed-in frame: header (project switcher, live status, user menu), sidebar with every area, and the page. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure()
  return (
    <CurrentProjectProvider>
      <AppShell header={{ height: 56 }} navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
              <Anchor component={Link} to={paths.home.href()} underline="never" c="inherit" aria-label="Specwright home">
                <Group gap={8} wrap="nowrap">
                  <ThemeIcon radius="md" size={30} aria-hidden>
                    <Text fw={800} size="sm">
                      S
                    </Text>
                  </ThemeIcon>
                  <Text fw={700} size="lg" visibleFrom="xs">
                    Specwright
                  </Text>
                </Group>
              </Anchor>
            </Group>
            <Group gap="md" wrap="nowrap">
              <LiveIndicator />
              <ProjectSwitcher />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <AppShell.Section grow component={ScrollArea}>
            <Sidebar onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          <Suspense fallback={<CenteredLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </CurrentProjectProvider>
  )
}
