import { Box, Button, Flex, Group, Modal, Paper, Stack, Text } from '@mantine/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker, useNavigate, useSearchParams } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { type SpecFilter, useBulkRun } from './queries.js'
import { SpecBrowser } from './spec-browser.js'
import { type SpecPermissions, type SpecSelection, SpecWorkspace } from './spec-workspace.js'

/** `?spec=<name>` opens a spec, `?new=<folder>` starts a new one (in that folder). */
function selectionFrom(params: URLSearchParams): SpecSelection | undefined {
  const spec = params.get('spec')
  if (spec) return { kind: 'spec', name: spec }
  if (params.has('new')) return { kind: 'draft', folder: params.get('new') ?? '' }
  return undefined
}

const newSpecHref = (folder: string) => `${paths.specs.href()}?new=${encodeURIComponent(folder)}`

function Specs({ projectId, projectName, perms }: { projectId: string; projectName: string; perms: SpecPermissions }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const selection = selectionFrom(params)
  const [filter, setFilter] = useState<SpecFilter>({ q: '', tags: [], folder: '' })
  const [page, setPage] = useState(1)
  const [checked, setChecked] = useState<string[]>([])
  const bulk = useBulkRun(projectId)

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
  /** Navigation the editor asked for (after a save, rename, delete or discard) is never questioned. */
  const go = (href: string) => {
    dirty.current = false
    navigate(href)
  }
  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])

  const runChecked = () =>
    bulk.mutate(checked, {
      onSuccess: (result) => {
        notifySuccess(`Started ${result.items.length} ${result.items.length === 1 ? 'run' : 'runs'}`)
        setChecked([])
        navigate(paths.runs.href())
      },
    })

  const selectedName = selection?.kind === 'spec' ? selection.name : undefined
  return (
    <Stack gap={0}>
      <PageHeader
        title="Specs"
        description={`Markdown UI test specs of ${projectName}: plan, generate, validate and heal them into Playwright tests.`}
        actions={
          <>
            {perms.mayRun && checked.length > 0 && (
              <Button variant="light" color="green" onClick={runChecked} loading={bulk.isPending}>
                Run selected ({checked.length})
              </Button>
            )}
            {perms.mayCreate && <Button onClick={() => navigate(newSpecHref(filter.folder))}>New spec</Button>}
          </>
        }
      />
      <Flex gap="md" align="flex-start" wrap="wrap">
        <Box style={{ flex: '0 1 280px', minWidth: 240 }}>
          <SpecBrowser
            projectId={projectId}
            filter={filter}
            onFilterChange={(next) => {
              setFilter(next)
              setPage(1)
            }}
            page={page}
            onPageChange={setPage}
            selected={selectedName}
            onOpen={(name) => navigate(paths.specs.href(name))}
            checked={checked}
            onCheckedChange={setChecked}
            mayRun={perms.mayRun}
          />
        </Box>
        <Box style={{ flex: '1 1 560px', minWidth: 0 }}>
          {selection ? (
            <SpecWorkspace
              selection={selection}
              projectId={projectId}
              perms={perms}
              onDirtyChange={onDirtyChange}
              onOpen={(name) => go(paths.specs.href(name))}
              onClose={() => go(paths.specs.href())}
            />
          ) : (
            <Paper withBorder p="xl" radius="md">
              <Stack gap="xs" align="flex-start">
                <Text fw={500}>Pick a spec on the left to edit and run it.</Text>
                <Text size="sm" c="dimmed">
                  A UI spec is markdown: <code># Test: name</code>, a numbered <code>## Steps</code> list in plain sentences and an{' '}
                  <code>## Expected Outcome</code>. The rules engine plans each step, writes a Playwright test and heals it when the page
                  changes.
                </Text>
                {perms.mayCreate && (
                  <Button variant="light" onClick={() => navigate(newSpecHref(filter.folder))}>
                    Write a new spec
                  </Button>
                )}
              </Stack>
            </Paper>
          )}
        </Box>
      </Flex>
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
    </Stack>
  )
}

/** /specs: the folder tree, search and tag filters, the list, and the editor of the selected spec. */
export function SpecsPage() {
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const role = effectiveRole(project?.my_role, viewer)
  const perms: SpecPermissions = {
    mayCreate: roleAtLeast(role, 'member'),
    mayEdit: roleAtLeast(role, 'editor'),
    mayDelete: roleAtLeast(role, 'admin'),
    mayRun: roleAtLeast(role, 'member'),
  }
  // Another project starts with a fresh selection, filters and editor.
  return <Specs key={projectId} projectId={projectId} projectName={project?.name ?? projectId} perms={perms} />
}
