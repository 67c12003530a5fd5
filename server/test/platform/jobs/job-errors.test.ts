import { describe, expect, it } from 'vitest'
import {
  INTERRUPTED_BY_RESTART,
  JobCancelledError,
  JobInterruptedError,
  JobTimeoutError,
  parseError,
  serializeError,
} from '../../../src/platform/jobs/job-errors.js'

describe('job errors as data', () => {
  it("keeps a handler error's name, code and message, with HANDLER_ERROR when it has no code", () => {
    expect(serializeError(Object.assign(new RangeError('too many specs'), { code: 'LIMIT' }))).toEqual({
      name: 'RangeError',
      code: 'LIMIT',
      message: 'too many specs',
    })
    expect(serializeError(new Error('boom'))).toEqual({ name: 'Error', code: 'HANDLER_ERROR', message: 'boom' })
    expect(serializeError('plain string')).toEqual({ name: 'Error', code: 'HANDLER_ERROR', message: 'plain string' })
    expect(serializeError({ weird: true })).toEqual({ name: 'Error', code: 'HANDLER_ERROR', message: '{"weird":true}' })
  })

  it('rebuilds the job system’s own errors by name, so instanceof works on the reading side', () => {
    const timeout = parseError(serializeError(new JobTimeoutError(1_800_000)))
    expect(timeout).toBeInstanceOf(JobTimeoutError)
    expect([timeout.message, (timeout as JobTimeoutError).timeoutMs]).toEqual(['Job timed out after 1800 s', 1_800_000])
    expect(parseError(serializeError(new JobCancelledError()))).toBeInstanceOf(JobCancelledError)
    const interrupted = parseError({ name: 'JobInterruptedError', code: 'INTERRUPTED', message: INTERRUPTED_BY_RESTART })
    expect([interrupted instanceof JobInterruptedError, interrupted.message]).toEqual([true, 'interrupted by restart'])
  })

  it('rebuilds any other error as an Error with the stored name and code', () => {
    const err = parseError({ name: 'RangeError', code: 'LIMIT', message: 'too many specs' })
    expect([err.name, err.message, (err as Error & { code?: string }).code]).toEqual(['RangeError', 'too many specs', 'LIMIT'])
  })
})
