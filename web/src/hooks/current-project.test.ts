import { describe, expect, it } from 'vitest'
import { resolveProjectId } from './current-project.js'

describe('resolveProjectId', () => {
  const visible = [{ id: 'default' }, { id: 'p-1' }]

  it('keeps the stored project while it is visible', () => {
    expect(resolveProjectId('p-1', visible)).toBe('p-1')
  })

  it('falls back to the default project when the stored one is gone or not set', () => {
    expect(resolveProjectId('deleted', visible)).toBe('default')
    expect(resolveProjectId(null, visible)).toBe('default')
  })

  it('falls back to the first visible project when the default one is not visible', () => {
    expect(resolveProjectId('deleted', [{ id: 'p-2' }, { id: 'p-3' }])).toBe('p-2')
  })

  it('trusts the stored id until the list has loaded', () => {
    expect(resolveProjectId('p-9', undefined)).toBe('p-9')
    expect(resolveProjectId(null, undefined)).toBe('default')
  })
})
