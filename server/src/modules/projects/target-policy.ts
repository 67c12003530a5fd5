import type { AppDeps } from '../../app-deps.js'
import { FieldValidationError } from '../../platform/http/errors.js'
import { getProject } from './service.js'

/**
 * Which hosts a project's load tests and security scans may target: the host (name and port) of the project's
 * `base_url`. Nothing else, so the server can never be used as an open relay against third parties; an admin
 * widens it by changing the project's base URL (Projects page). See docs/load-testing.md.
 */
export function allowedTargetHosts(baseUrl: string | null): string[] {
  if (!baseUrl) return []
  try {
    return [new URL(baseUrl).host.toLowerCase()]
  } catch {
    return []
  }
}

/** Why `url` may not be targeted (undefined when it may). Pure: the allowed hosts come in. */
export function targetRefusal(url: string, allowedHosts: readonly string[]): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'must be an absolute http(s) URL'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http(s) URL'
  if (parsed.username || parsed.password) return 'must not carry credentials'
  if (allowedHosts.length === 0) return "the project has no base_url: set it to allow this project's target host"
  if (!allowedHosts.includes(parsed.host.toLowerCase()))
    return `host ${parsed.host} is not one of the project's configured hosts (${allowedHosts.join(', ')})`
  return undefined
}

/** 422 at `loc` unless `url` is on one of the project's configured hosts. */
export async function assertProjectTarget(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  url: string,
  loc: (string | number)[],
): Promise<void> {
  const project = await getProject(deps, projectId)
  const refusal = targetRefusal(url, allowedTargetHosts(project.base_url))
  if (refusal) throw new FieldValidationError(loc, `${loc.at(-1)} ${refusal}`, 'target_host')
}
