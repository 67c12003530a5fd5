import type { DialectName } from '../../src/platform/db/dialect.js'

/** PostgreSQL joins every store/route suite when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
/** Redis-backed tests run when TEST_KVSTORE_URL is set (CI sets it). */
export const TEST_KVSTORE_URL = process.env.TEST_KVSTORE_URL

export function testDialects(): DialectName[] {
  return TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
}
