import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/api-error.js'
import { LoginError } from './login-error.js'

const renderError = (error: ApiError) =>
  render(
    <MantineProvider>
      <LoginError error={error} />
    </MantineProvider>,
  )

describe('LoginError', () => {
  it("shows the API's detail for a rejected sign-in", () => {
    renderError(new ApiError(401, 'Invalid email or password'))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Sign-in failed')
    expect(alert.textContent).toContain('Invalid email or password')
  })

  it('says until when a locked account stays locked', () => {
    const lockedUntil = '2030-01-02T03:04:05.000Z'
    renderError(new ApiError(423, `Account locked until ${lockedUntil}`, { lockedUntil }))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Account locked')
    expect(alert.textContent).toContain(`Account locked until ${lockedUntil}`)
    expect(alert.textContent).toContain(`Try again after ${new Date(lockedUntil).toLocaleString()}`)
  })

  it('names an unreachable server', () => {
    renderError(new ApiError(0, 'Cannot reach the Specwright API (fetch failed)'))
    expect(screen.getByRole('alert').textContent).toContain('Cannot reach the server')
  })
})
