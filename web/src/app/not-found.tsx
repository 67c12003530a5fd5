import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import { paths } from '../config/paths.js'

export function NotFound() {
  const { pathname } = useLocation()
  return (
    <Stack gap="sm" maw={560}>
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">
        There is no dashboard page at <code>{pathname}</code>.
      </Text>
      <Anchor component={Link} to={paths.home.href()}>
        Go to the start page
      </Anchor>
    </Stack>
  )
}
