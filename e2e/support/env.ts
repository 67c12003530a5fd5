/** Ports, URLs and credentials shared by playwright.config.ts and the tests (overridable through the environment). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 18101)
export const DASHBOARD_PORT = Number(process.env.E2E_DASHBOARD_PORT ?? 13101)
export const API_URL = `http://127.0.0.1:${API_PORT}`
export const DASHBOARD_URL = `http://127.0.0.1:${DASHBOARD_PORT}`

export const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' } as const
