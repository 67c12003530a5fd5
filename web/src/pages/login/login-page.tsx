import { Alert, Anchor, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { safeNext } from '../../config/paths.js'
import { authConfigQuery } from '../../hooks/use-auth.js'
import { useSession } from '../../hooks/use-session.js'
import { LoginError } from './login-error.js'
import { useLogin } from './queries.js'

export function LoginPage() {
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  const { signedIn, reason } = useSession()
  const config = useQuery({ ...authConfigQuery, throwOnError: false })
  const login = useLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  if (signedIn) return <Navigate to={next} replace />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate({ email: email.trim(), password })
  }

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={400}>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <Title order={1} size="h2">
              Specwright
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to your test automation workspace
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <form onSubmit={submit} aria-label="Sign in">
              <Stack gap="md">
                {reason === 'expired' && !login.error && (
                  <Alert color="yellow" title="Session ended" role="status">
                    Your session has expired. Please sign in again.
                  </Alert>
                )}
                {reason === 'logout' && !login.error && (
                  <Alert color="blue" variant="light" role="status">
                    You have signed out.
                  </Alert>
                )}
                {login.error && <LoginError error={login.error} />}
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  autoFocus
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <Button type="submit" loading={login.isPending} fullWidth>
                  Sign in
                </Button>
              </Stack>
            </form>
          </Paper>
          {config.data && !config.data.require_auth && (
            <Alert color="blue" variant="light" title="Sign-in is optional on this server">
              <Text size="sm">
                This server does not require authentication.{' '}
                <Anchor component={Link} to={next} size="sm">
                  Continue without signing in
                </Anchor>
              </Text>
            </Alert>
          )}
          {config.isError && (
            <Alert color="red" title="The Specwright API is not reachable" role="alert">
              <Text size="sm">{config.error.detail}</Text>
            </Alert>
          )}
        </Stack>
      </Box>
    </Center>
  )
}
