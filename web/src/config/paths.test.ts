import { describe, expect, it } from 'vitest'
import { AREAS } from '../app/areas.js'
import { paths, safeNext } from './paths.js'
import { resolveApiBaseUrl } from './runtime.js'

describe('paths', () => {
  it('builds links from the same object the router uses', () => {
    expect(paths.project.path).toBe('/projects/:projectId')
    expect(paths.project.href('01a1ffa5-b10d-72f1')).toBe('/projects/01a1ffa5-b10d-72f1')
    expect(paths.login.href('/projects?tab=members')).toBe('/login?next=%2Fprojects%3Ftab%3Dmembers')
    expect(paths.login.href('/login')).toBe('/login')
  })

  it('gives every sidebar area its own route', () => {
    const areaPaths = AREAS.map((a) => a.path)
    expect(new Set(areaPaths).size).toBe(areaPaths.length)
    expect(AREAS.map((a) => a.label)).toEqual([
      'Overview',
      'Specs',
      'Runs',
      'Selector Memory',
      'API Testing',
      'PRD',
      'LLM Testing',
      'Database Testing',
      'Exploration',
      'Requirements',
      'RTM',
      'Regression',
      'Schedules',
      'Integrations',
      'Browser Pool',
      'Jobs',
      'Health',
      'Load Testing',
      'Security Testing',
      'Assistant',
      'Projects',
      'Users',
      'Settings',
    ])
  })
})

describe('safeNext', () => {
  it('keeps same-origin dashboard paths', () => {
    expect(safeNext('/projects/default?tab=members')).toBe('/projects/default?tab=members')
  })

  it('refuses destinations outside the dashboard and loops back to the login page', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
      '/login',
      '/login?next=/x',
    ]) {
      expect(safeNext(next)).toBe('/')
    }
  })
})

describe('resolveApiBaseUrl', () => {
  const location = { protocol: 'https:', hostname: 'specwright.internal' }

  it('uses the configured API URL without a trailing slash', () => {
    expect(resolveApiBaseUrl({ apiBaseUrl: 'https://api.example.com/', apiPort: 8001 }, location)).toBe('https://api.example.com')
  })

  it('falls back to the dashboard host on the API port when the base URL is empty', () => {
    expect(resolveApiBaseUrl({ apiBaseUrl: '', apiPort: 18101 }, location)).toBe('https://specwright.internal:18101')
    expect(resolveApiBaseUrl(undefined, location)).toBe('https://specwright.internal:8001')
  })
})
