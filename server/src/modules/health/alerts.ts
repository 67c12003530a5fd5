import type { AppDeps } from '../../app-deps.js'

export type AlertSeverity = 'warning' | 'critical'

export interface Alert {
  /** Stable id of this condition (`disk_low`, `backup_stale`, `stuck_jobs`, …); one alert per id. */
  id: string
  source: string
  severity: AlertSeverity
  title: string
  detail: string
  /** When the condition began, when the source knows. */
  since: string | null
}

/** A check that returns the alerts active now (none when all is well). Keep it cheap: it runs at most every few seconds. */
export type AlertSource = (deps: AppDeps) => Promise<Alert[]>

/**
 * The sources /health/alerts asks. Built-in ones are registered by the health module; other areas add theirs
 * (e.g. scheduled LLM regressions) with `alertSources.register('llm_regressions', check)` from their service.
 */
export class AlertRegistry {
  readonly #sources = new Map<string, AlertSource>()

  register(name: string, source: AlertSource): void {
    if (this.#sources.has(name)) throw new Error(`An alert source "${name}" is already registered`)
    this.#sources.set(name, source)
  }

  unregister(name: string): void {
    this.#sources.delete(name)
  }

  names(): string[] {
    return [...this.#sources.keys()]
  }

  /** Every source's alerts; a source that throws or takes over `timeoutMs` becomes an alert itself. */
  async collect(deps: AppDeps, timeoutMs = 2000): Promise<Alert[]> {
    const results = await Promise.all(
      [...this.#sources].map(async ([name, source]) => {
        let timer: NodeJS.Timeout | undefined
        try {
          return await Promise.race([
            source(deps),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
            }),
          ])
        } catch (err) {
          const alert: Alert = {
            id: `source_failed:${name}`,
            source: name,
            severity: 'warning',
            title: `Alert check "${name}" failed`,
            detail: err instanceof Error ? err.message : String(err),
            since: null,
          }
          return [alert]
        } finally {
          clearTimeout(timer)
        }
      }),
    )
    const order = { critical: 0, warning: 1 }
    return results.flat().sort((a, b) => order[a.severity] - order[b.severity] || a.id.localeCompare(b.id))
  }
}

/** The process-wide registry. */
export const alertSources = new AlertRegistry()
