import { describe, expect, it } from 'vitest'
import { checkCron, dueSince, nextTimes } from '../../../src/platform/scheduler/cron.js'

const iso = (ds: Date[]) => ds.map((d) => d.toISOString())

describe('cron (standard 5-field meaning)', () => {
  it('1-5 is Monday to Friday (0 is Sunday)', () => {
    const friday = Date.parse('2026-11-20T09:00:00Z')
    const times = nextTimes({ expression: '0 8 * * 1-5', timezone: 'UTC' }, friday, 5)
    expect(iso(times)).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-24T08:00:00.000Z',
      '2026-11-25T08:00:00.000Z',
      '2026-11-26T08:00:00.000Z',
      '2026-11-27T08:00:00.000Z',
    ])
    expect(times.map((d) => d.getUTCDay())).toEqual([1, 2, 3, 4, 5])
    const sundays = nextTimes({ expression: '0 8 * * 0', timezone: 'UTC' }, friday, 2).map((d) => d.getUTCDay())
    expect(sundays).toEqual([0, 0])
  })

  it('follows the zone across a DST change (New York, November 2026)', () => {
    const times = nextTimes({ expression: '0 9 * * *', timezone: 'America/New_York' }, Date.parse('2026-10-30T12:00:00Z'), 4)
    // 09:00 EDT is 13:00Z; after the switch on 1 November, 09:00 EST is 14:00Z.
    expect(iso(times)).toEqual([
      '2026-10-30T13:00:00.000Z',
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ])
  })

  it('runs a time that falls in the spring-forward gap once, right after the gap (Berlin)', () => {
    const times = nextTimes({ expression: '30 2 * * *', timezone: 'Europe/Berlin' }, Date.parse('2026-03-27T12:00:00Z'), 3)
    expect(iso(times)).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z'])
  })

  it('names the field at fault', () => {
    expect(checkCron({ expression: '0 8 * * 1-5', timezone: 'UTC' })).toEqual({ valid: true })
    expect(checkCron({ expression: '0 8 * * 1-5 2026', timezone: 'UTC' })).toMatchObject({ valid: false, field: 'cron_expression' })
    expect(checkCron({ expression: '61 8 * * *', timezone: 'UTC' })).toMatchObject({ valid: false, field: 'cron_expression' })
    expect(checkCron({ expression: '', timezone: 'UTC' })).toMatchObject({ valid: false, field: 'cron_expression' })
    expect(checkCron({ expression: '0 8 * * *', timezone: 'Mars/Olympus' })).toMatchObject({ valid: false, field: 'timezone' })
  })

  it('counts the due times missed since a point and finds the latest', () => {
    const from = Date.parse('2026-11-20T09:00:00Z')
    const got = dueSince({ expression: '*/15 * * * *', timezone: 'UTC' }, from, Date.parse('2026-11-20T10:05:00Z'))
    expect(got.count).toBe(5) // 09:00, 09:15, 09:30, 09:45, 10:00
    expect(got.latest?.toISOString()).toBe('2026-11-20T10:00:00.000Z')
  })
})
