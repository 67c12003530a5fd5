import { hash, verify } from '@node-rs/argon2'
import { z } from 'zod'

/** The spec's password rules, each with the message a user sees when it fails. */
export const PASSWORD_RULES: ReadonlyArray<{ test: (p: string) => boolean; message: string }> = [
  { test: (p) => p.length >= 8, message: 'Password must be at least 8 characters long' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must contain an uppercase letter' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must contain a lowercase letter' },
  { test: (p) => /\d/.test(p), message: 'Password must contain a digit' },
  { test: (p) => /[^A-Za-z0-9]/.test(p), message: 'Password must contain a special character' },
]

/** A new password: every failed rule becomes its own 422 issue (`type: "password_rule"`). */
export const NewPasswordSchema = z
  .string()
  .max(128, { message: 'Password must be at most 128 characters long' })
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.message, params: { rule: 'password_rule' } })
    }
  })

/** Returns the messages of the rules a password breaks (empty when it is acceptable). */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.message)
}

export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

// Verified against when the email is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('dummy-password-for-timing')
  await verifyPassword(await dummyHash, password)
}
