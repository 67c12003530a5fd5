import { Alert, Text } from '@mantine/core'
import type { ApiError } from '../../api/api-error.js'

function formatInstant(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString()
}

/** Why a sign-in failed, in the API's words; a locked account also says until when. */
export function LoginError({ error }: { error: ApiError }) {
  if (error.status === 423 && error.lockedUntil) {
    return (
      <Alert color="orange" title="Account locked" role="alert">
        <Text size="sm">{error.detail}</Text>
        <Text size="sm" mt={4}>
          Too many failed attempts. Try again after {formatInstant(error.lockedUntil)}, or ask an administrator to unlock the account.
        </Text>
      </Alert>
    )
  }
  const title = error.status === 0 ? 'Cannot reach the server' : error.status === 429 ? 'Too many attempts' : 'Sign-in failed'
  return (
    <Alert color="red" title={title} role="alert">
      <Text size="sm">{error.detail}</Text>
    </Alert>
  )
}
