import { notifications } from '@mantine/notifications'
import { toApiError } from '../api/api-error.js'

/**
 * The one place an API failure becomes a visible notification. A 401 is left to the session flow (which
 * sends the user to the login page) instead of being announced.
 */
export function notifyError(error: unknown, title = 'Request failed'): void {
  const apiError = toApiError(error)
  if (apiError.status === 401) return
  const suffix = apiError.requestId ? ` (request id ${apiError.requestId})` : ''
  notifications.show({
    id: `${apiError.status}:${apiError.detail}`,
    color: 'red',
    title: apiError.status > 0 ? `${title} (${apiError.status})` : title,
    message: `${apiError.detail}${suffix}`,
    autoClose: 8000,
  })
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 3000 })
}
