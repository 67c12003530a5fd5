import { Alert, Button, Center, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { apiBaseUrl } from '../api/app-client.js'
import { CenteredLoader } from '../components/centered-loader.js'
import { paths } from '../config/paths.js'
import { authConfigQuery } from '../hooks/use-auth.js'
import { useSession } from '../hooks/use-session.js'

/**
 * Lets the app render once the server's auth mode is known: signed-out visitors of a server that requires
 * sign-in go to the login page (and come back afterwards); on an open server everyone gets in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn } = useSession()
  const location = useLocation()
  const config = useQuery({ ...authConfigQuery, throwOnError: false })

  if (config.isPending) return <CenteredLoader label="Connecting to the API" />
  if (config.isError) {
    return (
      <Center h="80vh" p="md">
        <Alert color="red" title="The Specwright API is not reachable" maw={560} role="alert">
          <Stack gap="sm">
            <Text size="sm">{config.error.detail}</Text>
            <Text size="sm" c="dimmed">
              The dashboard expects the API at {apiBaseUrl}.
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => config.refetch()} w="fit-content">
              Try again
            </Button>
          </Stack>
        </Alert>
      </Center>
    )
  }
  if (config.data.require_auth && !signedIn) {
    return <Navigate to={paths.login.href(location.pathname + location.search)} replace />
  }
  return children
}
