import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { unwrap } from '../api/api-error.js'
import { api, session } from '../api/app-client.js'
import { paths } from '../config/paths.js'

/**
 * Ends the session on the server (POST /auth/logout revokes the refresh token's family), then locally. The
 * local sign-out happens even when the server cannot be reached: the user asked to leave.
 */
export function useLogout() {
  const navigate = useNavigate()
  return useMutation({
    meta: { notifyError: false },
    mutationFn: async () => {
      const refreshToken = session.refreshToken
      try {
        if (refreshToken) await unwrap(api.POST('/auth/logout', { body: { refresh_token: refreshToken } }))
      } finally {
        session.signOut('logout')
      }
    },
    onSettled: () => navigate(paths.login.href()),
  })
}
