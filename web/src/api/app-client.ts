import { resolveApiBaseUrl } from '../config/runtime.js'
import { createApi, refreshExchange } from './client.js'
import { Session } from './session.js'

/** The API origin this dashboard talks to (from `/config.js`). */
export const apiBaseUrl = resolveApiBaseUrl(window.__SPECWRIGHT__, window.location)

const withLock = <T>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('specwright-token-refresh', task) : task()

/** This tab's session and the client every page uses. */
export const session = new Session({ storage: window.localStorage, exchange: refreshExchange(apiBaseUrl), withLock })
export const api = createApi(apiBaseUrl, session)

window.addEventListener('storage', (event) => session.handleStorageChange(event.key, event.newValue))
