import type { APIRequestContext, APIResponse } from '@playwright/test'
import { ADMIN, API_URL } from './env.js'

/**
 * POST /auth/login through the API, waiting out the login rate limit (10 per minute per address, docs/auth.md):
 * the whole e2e suite signs in from one address, and the limit is tested where it is the subject.
 */
export async function loginAs(request: APIRequestContext, credentials: { email: string; password: string } = ADMIN): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const res = await request.post(`${API_URL}/auth/login`, { data: credentials })
    if (res.status() !== 429 || attempt === 4) return res
    const wait = Number(res.headers()['retry-after'] ?? 5)
    await new Promise((r) => setTimeout(r, (wait + 1) * 1000))
  }
}
