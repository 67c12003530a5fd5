/** What the dashboard server writes into `/config.js` (see server/src/platform/http/dashboard-server.ts). */
export interface RuntimeConfig {
  /** Absolute API origin; empty means "same hostname as the dashboard, port `apiPort`". */
  apiBaseUrl?: string
  apiPort?: number
}

declare global {
  interface Window {
    __SPECWRIGHT__?: RuntimeConfig
  }
}

const DEFAULT_API_PORT = 8001

/** Resolves the API base URL (no trailing slash) from the runtime config and the dashboard's own location. */
export function resolveApiBaseUrl(config: RuntimeConfig | undefined, location: Pick<Location, 'protocol' | 'hostname'>): string {
  const explicit = config?.apiBaseUrl?.trim()
  if (explicit) return explicit.replace(/\/+$/, '')
  const port = config?.apiPort ?? DEFAULT_API_PORT
  return `${location.protocol}//${location.hostname}:${port}`
}
