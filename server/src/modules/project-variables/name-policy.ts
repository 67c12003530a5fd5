import { SERVER_SETTING_NAMES } from '../../config.js'

/**
 * Which `{{NAME}}`s a spec may use. Pure: the resolver (service.ts) applies it to project variables and to the
 * server environment.
 */

/** A placeholder or variable name: a letter or underscore first, then letters, digits, underscores. */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/

/**
 * Names that steer the test process or its runtime (resolved values are passed to it as environment
 * variables): a project variable called NODE_OPTIONS would otherwise load code into the test runner.
 */
const PROCESS_CONTROL = [
  'PATH',
  'HOME',
  'SHELL',
  'TMPDIR',
  'TMP',
  'TEMP',
  'NODE_*',
  'NPM_*',
  'LD_*',
  'DYLD_*',
  'PLAYWRIGHT_*',
  'PW_*',
  'CHROMIUM_PATH',
  'DEBUG',
  'CI',
  'FORCE_COLOR',
  'NO_COLOR',
  'UV_*',
  'OPENSSL_*',
  'SSL_*',
  '*_PROXY',
  'BROWSER',
]

/** `*` matches any run of name characters; matching ignores case, so `jwt_secret_key` is refused too. */
export function globMatches(pattern: string, name: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[^A-Za-z0-9_*]/g, '').replace(/\*/g, '[A-Za-z0-9_]*')}$`, 'i')
  return re.test(name)
}

/** Why a name can never resolve (a server setting or a process-control variable); undefined when it may. */
export function reservedReason(name: string): string | undefined {
  if (!VARIABLE_NAME.test(name)) return `{{${name}}} is not a valid variable name`
  if (SERVER_SETTING_NAMES.some((p) => globMatches(p, name))) {
    return `{{${name}}} names a server setting; specs can never read the server's own configuration`
  }
  if (PROCESS_CONTROL.some((p) => globMatches(p, name))) {
    return `{{${name}}} is reserved for the test process's own environment; use another name`
  }
  return undefined
}

/** Whether SPEC_ENV_ALLOWLIST lets specs read `name` from the server environment (reserved names never). */
export function envAllowed(name: string, allowlist: readonly string[]): boolean {
  return reservedReason(name) === undefined && allowlist.some((p) => globMatches(p, name))
}
