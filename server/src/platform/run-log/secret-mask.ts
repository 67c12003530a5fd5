/** Values shorter than this are not masked: replacing "1" or "ok" everywhere would wreck every log. */
export const MIN_SECRET_LENGTH = 4
export const MASK = '****'

/** Replaces every occurrence of each secret value (longest first, so a secret containing another wins) with `****`. */
export function maskSecrets(line: string, secrets: Iterable<string>): string {
  const values = [...new Set(secrets)].filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length)
  let out = line
  for (const value of values) if (out.includes(value)) out = out.split(value).join(MASK)
  return out
}
