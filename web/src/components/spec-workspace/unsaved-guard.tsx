import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker, useNavigate } from 'react-router'

/**
 * Asks before leaving a spec with unsaved changes (another spec, another page, closing the tab). Navigation the
 * workspace itself asks for (after a save, rename, delete or discard) goes through `go` and is never questioned.
 */
export function useUnsavedGuard() {
  const navigate = useNavigate()
  const dirty = useRef(false)
  const [isDirty, setIsDirty] = useState(false)
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value
    setIsDirty(value)
  }, [])
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )
  const go = useCallback(
    (href: string) => {
      dirty.current = false
      navigate(href)
    },
    [navigate],
  )
  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])

  const modal = (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Discard unsaved changes?" centered>
      <Stack>
        <Text size="sm">The spec has changes that are not saved. Leaving it discards them.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Keep editing
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
  return { onDirtyChange, go, modal }
}
