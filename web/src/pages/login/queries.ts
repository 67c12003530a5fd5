import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api, session } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'

/** POST /auth/login; on success the session holds the new tokens. Errors are shown by the form, not notified. */
export function useLogin() {
  return useMutation({
    meta: { notifyError: false },
    mutationFn: (body: components['schemas']['LoginBodyInput']) => unwrap(api.POST('/auth/login', { body })),
    onSuccess: (tokens) => session.signIn(tokens),
  })
}
