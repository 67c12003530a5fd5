import { describe, expect, it } from 'vitest'
import { ApiError, fieldError } from './api-error.js'

const response = (status: number, statusText = '', headers: Record<string, string> = {}) => ({
  status,
  statusText,
  headers: new Headers(headers),
})

describe('ApiError.fromResponse', () => {
  it('keeps the server detail of a {detail} body', () => {
    const error = ApiError.fromResponse(response(409), { detail: 'A project named "Shop" already exists' })
    expect([error.status, error.detail, error.message]).toEqual([
      409,
      'A project named "Shop" already exists',
      'A project named "Shop" already exists',
    ])
  })

  it('joins 422 issues into one readable line and keeps them per field', () => {
    const error = ApiError.fromResponse(response(422), {
      detail: [
        { loc: ['body', 'password'], msg: 'Password must contain a digit', type: 'custom' },
        { loc: ['body', 'email'], msg: 'Enter a valid email address', type: 'invalid_format' },
        { loc: ['query', 'limit'], msg: 'Too small', type: 'too_small' },
      ],
    })
    expect(error.detail).toBe('password: Password must contain a digit; email: Enter a valid email address; limit: Too small')
    expect(fieldError(error, 'email')).toBe('Enter a valid email address')
    expect(fieldError(error, 'limit')).toBeUndefined()
  })

  it('carries locked_until of a 423 and retry_after of a 429', () => {
    const locked = ApiError.fromResponse(response(423), {
      detail: 'Account locked until 2030-01-01T00:15:00.000Z',
      locked_until: '2030-01-01T00:15:00.000Z',
    })
    expect(locked.lockedUntil).toBe('2030-01-01T00:15:00.000Z')
    const limited = ApiError.fromResponse(response(429), { detail: 'Rate limit exceeded', retry_after: 42 })
    expect(limited.retryAfter).toBe(42)
  })

  it('keeps the request id of a 5xx and falls back to the status line without a body', () => {
    const error = ApiError.fromResponse(response(502, 'Bad Gateway', { 'x-request-id': 'req-1' }), undefined)
    expect([error.detail, error.requestId]).toEqual(['502 Bad Gateway', 'req-1'])
    const withBody = ApiError.fromResponse(response(500), { detail: 'Internal server error', request_id: 'req-2' })
    expect([withBody.detail, withBody.requestId]).toEqual(['Internal server error', 'req-2'])
  })
})
