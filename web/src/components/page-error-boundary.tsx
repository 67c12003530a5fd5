import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { toApiError } from '../api/api-error.js'

interface BoundaryProps {
  area: string
  onReset: () => void
  children: ReactNode
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.area} page failed`, error, info.componentStack)
  }

  reset = () => {
    this.props.onReset()
    this.setState({ error: undefined })
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    const error = toApiError(this.state.error)
    return (
      <Alert color="red" title={`${this.props.area} could not be loaded`} role="alert" maw={720}>
        <Stack gap="sm">
          <Text size="sm">{error.detail}</Text>
          {error.status > 0 && (
            <Text size="xs" c="dimmed">
              HTTP {error.status}
              {error.requestId ? ` · request id ${error.requestId}` : ''}
            </Text>
          )}
          <Group>
            <Button size="xs" variant="light" color="red" onClick={this.reset}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    )
  }
}

/**
 * One per page: a failure while loading or rendering a page stays inside that page (the shell, sidebar and
 * other pages keep working), and "Try again" refetches the failed queries.
 */
export function PageErrorBoundary({ area, children }: { area: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary area={area} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  )
}
