import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectionAlert, SecretState } from './shared.js'

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>)

describe('integration settings widgets', () => {
  it('shows a write-only secret only as its mask, or asks for it again', () => {
    wrap(<SecretState config={{ has_secret: true, secret_masked: '****1234', needs_reentry: false }} />)
    expect(screen.getByText('saved ****1234')).toBeTruthy()
    wrap(<SecretState config={{ has_secret: true, secret_masked: '****1234', needs_reentry: true }} />)
    expect(screen.getByText('enter again')).toBeTruthy()
    wrap(<SecretState config={undefined} />)
    expect(screen.getByText('not set')).toBeTruthy()
  })

  it('reports the connection test result as a status', () => {
    wrap(<ConnectionAlert result={{ ok: false, detail: 'HTTP 401: the credentials were refused', remote_status: 401, user: null }} />)
    expect(screen.getByRole('status').textContent).toContain('Connection failed')
    expect(screen.getByRole('status').textContent).toContain('HTTP 401: the credentials were refused')
  })
})
