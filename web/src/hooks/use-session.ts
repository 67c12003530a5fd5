import { useSyncExternalStore } from 'react'
import { session } from '../api/app-client.js'
import type { SessionSnapshot } from '../api/session.js'

/** Re-renders on sign-in and sign-out (in this tab or another one). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot)
}
