import { describe, expect, it } from 'vitest'
import openapi from './openapi.json'
import { assignableRoles, can, effectiveRole, mayEditMember, ROLES, roleAtLeast, type Viewer } from './roles.js'

const enforced = (isSuperuser = false): Viewer => ({ requireAuth: true, user: { is_superuser: isSuperuser } })

describe('project roles', () => {
  it('lists the roles in the order of the API enum, lowest first', () => {
    expect(ROLES).toEqual(openapi.components.schemas.Role.enum)
  })

  it('ranks each role above the ones before it', () => {
    expect(roleAtLeast('editor', 'member')).toBe(true)
    expect(roleAtLeast('editor', 'editor')).toBe(true)
    expect(roleAtLeast('editor', 'admin')).toBe(false)
    expect(roleAtLeast('viewer', 'member')).toBe(false)
    expect(roleAtLeast(null, 'viewer')).toBe(false)
    expect(roleAtLeast(undefined, 'viewer')).toBe(false)
  })

  it('gates project actions at the roles the API enforces', () => {
    const table = ROLES.map((role) => [
      role,
      can('edit', role, enforced()),
      can('manageMembers', role, enforced()),
      can('delete', role, enforced()),
    ])
    expect(table).toEqual([
      ['viewer', false, false, false],
      ['member', false, false, false],
      ['editor', false, false, false],
      ['admin', true, true, false],
      ['owner', true, true, true],
    ])
    expect(can('edit', null, enforced())).toBe(false)
  })

  it('lets superusers and callers of a server without auth act as owners, as the API does', () => {
    expect(effectiveRole(null, enforced(true))).toBe('owner')
    expect(effectiveRole('viewer', enforced(true))).toBe('owner')
    expect(effectiveRole(null, { requireAuth: false, user: null })).toBe('owner')
    expect(effectiveRole('viewer', enforced())).toBe('viewer')
    expect(can('delete', null, { requireAuth: false, user: undefined })).toBe(true)
  })

  it('lets only owners grant or touch the owner role', () => {
    expect(assignableRoles('admin', enforced())).toEqual(['viewer', 'member', 'editor', 'admin'])
    expect(assignableRoles('owner', enforced())).toEqual(['viewer', 'member', 'editor', 'admin', 'owner'])
    expect(mayEditMember('owner', 'admin', enforced())).toBe(false)
    expect(mayEditMember('editor', 'admin', enforced())).toBe(true)
    expect(mayEditMember('viewer', 'editor', enforced())).toBe(false)
    expect(mayEditMember('owner', null, enforced(true))).toBe(true)
  })
})
