/** Ports, URLs and credentials shared by playwright.config.ts and the tests (overridable through the environment). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 18101)
export const DASHBOARD_PORT = Number(process.env.E2E_DASHBOARD_PORT ?? 13101)
export const API_URL = `http://127.0.0.1:${API_PORT}`
export const DASHBOARD_URL = `http://127.0.0.1:${DASHBOARD_PORT}`

export const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' } as const

/** The demo shop tests/specs-runs.spec.ts starts; the API server's DEMO_URL points here (UI specs read it at run time). */
export const DEMO_SHOP_PORT = Number(process.env.E2E_DEMO_SHOP_PORT ?? 14301)
export const DEMO_SHOP_URL = `http://127.0.0.1:${DEMO_SHOP_PORT}`
