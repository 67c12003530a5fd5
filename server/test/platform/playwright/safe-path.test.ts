import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FieldValidationError } from '../../../src/platform/http/errors.js'
import { resolveInsideRoot, safeRelativePath } from '../../../src/platform/playwright/safe-path.js'

const LOC = ['body', 'name']

function rejection(name: string): { status: number; loc: (string | number)[]; msg: string; type: string } {
  try {
    safeRelativePath(name, LOC)
  } catch (err) {
    if (err instanceof FieldValidationError) return { status: err.status, loc: err.loc, msg: err.msg, type: err.type }
    throw err
  }
  throw new Error(`"${name}" was accepted`)
}

describe('safeRelativePath', () => {
  it.each([
    ['checkout.md', 'checkout.md'],
    ['checkout/happy path.md', 'checkout/happy path.md'],
    ['./checkout//happy.md', 'checkout/happy.md'],
    ['api/orders/', 'api/orders'],
    ['100% done.md', '100% done.md'],
    ['a%2Fb.md', 'a%2Fb.md'],
    ['..hidden/x..y.md', '..hidden/x..y.md'],
    ['Überprüfung/テスト.md', 'Überprüfung/テスト.md'],
  ])('accepts %j as %j', (name, expected) => {
    expect(safeRelativePath(name, LOC)).toBe(expected)
  })

  it.each([
    ['../secrets.md', 'path_traversal', "The path must not contain '..' segments"],
    ['specs/../../etc/passwd', 'path_traversal', "The path must not contain '..' segments"],
    ['specs/..', 'path_traversal', "The path must not contain '..' segments"],
    ['/etc/passwd', 'path_absolute', 'The path must be relative, not absolute'],
    ['C:/Windows/win.ini', 'path_absolute', 'The path must be relative, not absolute'],
    ['specs\\..\\x.md', 'path_backslash', 'The path must use "/" as separator, not backslashes'],
    ['a\u0000.md', 'string_nul', 'The path must not contain NUL characters'],
    ['a\nb.md', 'path_control_char', 'The path must not contain control characters'],
    ['', 'path_empty', 'A path is required'],
    ['./', 'path_empty', 'The path must name a file or folder'],
    [`${'x'.repeat(256)}.md`, 'path_too_long', 'Each part of the path must be at most 255 bytes'],
  ])('rejects %j with 422 %s', (name, type, msg) => {
    expect(rejection(name)).toEqual({ status: 422, loc: LOC, msg, type })
  })

  it.each([
    '%2e%2e/secrets.md',
    '%2E%2E%2Fsecrets.md',
    'specs/%2e%2e%2f%2e%2e%2fetc/passwd',
    '%252e%252e%252fsecrets.md',
    '%2fetc%2fpasswd',
    'a%5c..%5cb.md',
    'a%00.md',
  ])('rejects the encoded traversal %j', (name) => {
    const r = rejection(name)
    expect(r.type).toBe('path_traversal')
    expect(r.msg).toMatch(/^The path must not hide traversal in percent-encoding \(/)
  })
})

describe('resolveInsideRoot', () => {
  it('joins a safe name to its root', () => {
    expect(resolveInsideRoot('/data/workspace/specs', 'checkout/happy.md', LOC)).toBe(
      path.join('/data/workspace/specs', 'checkout', 'happy.md'),
    )
  })

  it('rejects what would leave the root with the caller-supplied loc', () => {
    expect(() => resolveInsideRoot('/data/workspace/specs', '../../db.sqlite', ['path', 'name'])).toThrow(
      expect.objectContaining({ status: 422, loc: ['path', 'name'], type: 'path_traversal' }),
    )
  })
})
