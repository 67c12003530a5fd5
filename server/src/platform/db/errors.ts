/** True when a driver error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false
  const e = err as { code?: unknown }
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === '23505'
}

/** `count(*)` is a number on SQLite and a bigint string on PostgreSQL. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value)
}

export const toBool = (v: number | boolean | null | undefined): boolean => Boolean(v)
export const fromBool = (v: boolean): number => (v ? 1 : 0)
