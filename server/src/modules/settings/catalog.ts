import { MAX_TIMER_SECONDS } from '../../config.js'

/**
 * The settings the dashboard may store (pure data). Each names its environment variable (which wins when set),
 * how to validate it, and whether it takes effect at once or at the next start.
 */
export const SETTINGS = {
  ai_base_url: { env: 'AI_BASE_URL', group: 'ai', kind: 'url', applies: 'restart' },
  ai_model: { env: 'AI_MODEL', group: 'ai', kind: 'text', applies: 'restart' },
  ai_api_key: { env: 'AI_API_KEY', group: 'ai', kind: 'secret', applies: 'restart' },
  max_browser_instances: { env: 'MAX_BROWSER_INSTANCES', group: 'execution', kind: 'int', min: 1, max: 64, applies: 'restart' },
  browser_slot_timeout_s: {
    env: 'BROWSER_SLOT_TIMEOUT',
    group: 'execution',
    kind: 'int',
    min: 1,
    max: MAX_TIMER_SECONDS,
    applies: 'restart',
  },
  agent_timeout_s: { env: 'AGENT_TIMEOUT_SECONDS', group: 'execution', kind: 'int', min: 1, max: MAX_TIMER_SECONDS, applies: 'restart' },
} as const

export type SettingKey = keyof typeof SETTINGS
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[]
