import fs from 'node:fs'

const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => fs.existsSync(p))

/**
 * The command line that starts `command` at CPU niceness `niceness` (0-19) through `nice`, which execs it under
 * the same pid: the niceness holds from its first instruction, so whatever it starts inherits it (setting it
 * after the spawn races with the child's own children). Unchanged for 0 or where no `nice` binary exists.
 */
export function withNiceness(command: string, args: readonly string[], niceness: number): [string, string[]] {
  if (niceness <= 0 || !NICE) return [command, [...args]]
  return [NICE, ['-n', String(niceness), command, ...args]]
}
