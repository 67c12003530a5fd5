import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'
import { meQuery } from '../../hooks/use-auth.js'

export type User = components['schemas']['User']
export type CreateUserBody = components['schemas']['CreateUserBodyInput']
export type AdminUpdateUserBody = components['schemas']['AdminUpdateUserBodyInput']

export const USERS_KEY = ['admin', 'users'] as const
export const USERS_PAGE_SIZE = 50

export const usersQuery = (search: { q: string; page: number }) =>
  queryOptions({
    queryKey: [...USERS_KEY, search],
    queryFn: () =>
      unwrap(
        api.GET('/admin/users', {
          params: { query: { q: search.q || undefined, limit: USERS_PAGE_SIZE, offset: (search.page - 1) * USERS_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export const useUsers = (search: { q: string; page: number }, enabled: boolean) => useQuery({ ...usersQuery(search), enabled })

export function useCreateUser() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateUserBody) => unwrap(api.POST('/admin/users', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: USERS_KEY }),
  })
}

/** PUT /admin/users/{id}: activate, superuser flag, or unlock (`{failed_login_attempts: 0, locked_until: null}`). */
export function useUpdateUser() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: AdminUpdateUserBody }) =>
      unwrap(
        api.PUT('/admin/users/{user_id}', {
          params: { path: { user_id: userId } },
          // openapi-fetch's Writable<> drops properties whose only type is null (it reads them as read-only), so
          // `locked_until: null` is typed away here; it is still sent.
          body: body as Omit<AdminUpdateUserBody, 'locked_until'>,
        }),
      ),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: USERS_KEY }), qc.invalidateQueries({ queryKey: meQuery.queryKey })]),
  })
}

export const UNLOCK: AdminUpdateUserBody = { failed_login_attempts: 0, locked_until: null }

/** Whether the account is locked right now (an expired lock is lifted at the next login). */
export function isLocked(user: Pick<User, 'locked_until'>, now = Date.now()): boolean {
  return user.locked_until !== null && Date.parse(user.locked_until) > now
}
