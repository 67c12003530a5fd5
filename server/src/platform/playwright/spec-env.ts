/**
 * Values of the `{{VAR}}` placeholders a spec uses, read from the server's environment at run time. This is the
 * one reader of process.env outside config.ts: the names come from user specs, not from our configuration.
 * Values are passed to the test process and to the page, never written into generated code or logs.
 */
export function specEnvironment(names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, process.env[name]]))
}

/** The names among `names` that have no value. */
export function missingVariables(env: Record<string, string | undefined>): string[] {
  return Object.entries(env)
    .filter(([, v]) => v === undefined || v === '')
    .map(([k]) => k)
}
