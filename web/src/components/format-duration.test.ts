import { describe, expect, it } from 'vitest'
import { elapsedMs, formatDuration } from './format-duration.js'

describe('formatDuration', () => {
  it.each([
    [0, '0 ms'],
    [0.4, '0 ms'],
    [850, '850 ms'],
    [999.6, '1.0 s'],
    [1000, '1.0 s'],
    [4_249, '4.2 s'],
    [9_999, '9.9 s'],
    [10_000, '10 s'],
    [59_999, '59 s'],
    [60_000, '1m 00s'],
    [185_000, '3m 05s'],
    [3_600_000, '1h 00m'],
    [3_720_000, '1h 02m'],
    [86_400_000, '1d 0h'],
    [2 * 86_400_000 + 3 * 3_600_000 + 59_000, '2d 3h'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })

  it('shows a dash when there is no duration', () => {
    expect(formatDuration(null)).toBe('—')
    expect(formatDuration(undefined)).toBe('—')
    expect(formatDuration(Number.NaN)).toBe('—')
  })

  it('never shows a negative duration (clocks a few ms apart)', () => {
    expect(formatDuration(-5)).toBe('0 ms')
  })
})

describe('elapsedMs', () => {
  const start = '2026-01-05T10:00:00.000Z'

  it('measures between two timestamps', () => {
    expect(elapsedMs(start, '2026-01-05T10:01:30.500Z')).toBe(90_500)
  })

  it('measures up to now when there is no end', () => {
    expect(elapsedMs(start, null, Date.parse('2026-01-05T10:00:02.000Z'))).toBe(2000)
  })

  it('is null without a start or with an unreadable one', () => {
    expect(elapsedMs(null, start)).toBeNull()
    expect(elapsedMs('yesterday', start)).toBeNull()
  })

  it('is never negative', () => {
    expect(elapsedMs(start, '2026-01-05T09:59:59.000Z')).toBe(0)
  })
})
