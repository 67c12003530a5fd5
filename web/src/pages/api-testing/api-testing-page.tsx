import { Box, Button, Flex, Group, Modal, Paper, Stack, Tabs, Text } from '@mantine/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { matchPath, useBlocker, useLocation, useNavigate, useSearchParams } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { ImportDialog } from './import-dialog.js'
import { RunsView } from './runs-view.js'
import { SpecTreePanel } from './spec-tree-panel.js'
import { type SpecPermissions, type SpecSelection, SpecWorkspace } from './spec-workspace.js'

/** `?spec=<name>` opens a spec, `?new=<folder>` starts a new one (in that folder). */
function selectionFrom(params: URLSearchParams): SpecSelection | undefined {
  const spec = params.get('spec')
  if (spec) return { kind: 'spec', name: spec }
  if (params.has('new')) return { kind: 'draft', folder: params.get('new') ?? '' }
  return undefined
}

function newSpecHref(folder: string): string {
  return `${paths.apiTesting.href()}?new=${encodeURIComponent(folder)}`
}

function folderOf(name: string | undefined): string {
  return name?.includes('/') ? name.slice(0, name.lastIndexOf('/')) : ''
}

/**
 * The Specs tab: the tree on the left, the selected spec on the right. The selection lives in the URL; leaving a
 * spec with unsaved changes (another spec, another page) asks first.
 */
function SpecsView({ projectId, perms }: { projectId: string; perms: SpecPermissions }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const selection = selectionFrom(params)
  const dirty = useRef(false)
  const [isDirty, setIsDirty] = useState(false)

  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value
    setIsDirty(value)
  }, [])
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search)
  })
  /** Navigation the workspace asked for (after a save, rename, delete or discard) is never questioned. */
  const go = (href: string) => {
    dirty.current = false
    navigate(href)
  }

  // Closing the tab or reloading with unsaved changes asks too.
  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])

  const selectedName = selection?.kind === 'spec' ? selection.name : undefined
  return (
    <Flex gap="md" align="flex-start" wrap="wrap">
      <Box style={{ flex: '0 1 230px', minWidth: 200 }}>
        <SpecTreePanel projectId={projectId} selected={selectedName} onSelect={(name) => navigate(paths.apiTesting.href(name))} />
      </Box>
      <Box style={{ flex: '1 1 600px', minWidth: 0 }}>
        {selection ? (
          <SpecWorkspace
            selection={selection}
            projectId={projectId}
            perms={perms}
            onDirtyChange={onDirtyChange}
            onOpen={(name) => go(paths.apiTesting.href(name))}
            onClose={() => go(paths.apiTesting.href())}
          />
        ) : (
          <Paper withBorder p="xl" radius="md">
            <Stack gap="xs" align="flex-start">
              <Text fw={500}>Pick a spec on the left to edit and run it.</Text>
              <Text size="sm" c="dimmed">
                An API spec is markdown: a base URL, an authentication line and one <code>### METHOD /path</code> heading per test with its
                steps (send, verify, save). It compiles to a Playwright request test and runs as a job.
              </Text>
              {perms.mayCreate && (
                <Button variant="light" onClick={() => navigate(newSpecHref(''))}>
                  Write a new spec
                </Button>
              )}
            </Stack>
          </Paper>
        )}
      </Box>
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
    </Flex>
  )
}

function ApiTesting({ projectId, projectName, perms }: { projectId: string; projectName: string; perms: SpecPermissions }) {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [importing, setImporting] = useState(false)
  const tab = matchPath(paths.apiTestingRuns.path, location.pathname) ? 'runs' : 'specs'
  const current = params.get('spec') ?? undefined

  return (
    <Stack gap={0}>
      <PageHeader
        title="API Testing"
        description={`Markdown API specs of ${projectName}, compiled to Playwright request tests and run as jobs.`}
        actions={
          perms.mayCreate && (
            <>
              <Button variant="default" onClick={() => setImporting(true)}>
                Import OpenAPI
              </Button>
              <Button onClick={() => navigate(newSpecHref(tab === 'specs' ? folderOf(current) : ''))}>New spec</Button>
            </>
          )
        }
      />
      <Tabs value={tab} onChange={(value) => navigate(value === 'runs' ? paths.apiTestingRuns.href() : paths.apiTesting.href())} mb="md">
        <Tabs.List>
          <Tabs.Tab value="specs">Specs</Tabs.Tab>
          <Tabs.Tab value="runs">Run history</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'specs' ? <SpecsView projectId={projectId} perms={perms} /> : <RunsView projectId={projectId} />}
      <ImportDialog
        projectId={projectId}
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={(result) => {
          const first = result.specs.find((s) => s.action !== 'skip')
          if (first && !current) navigate(paths.apiTesting.href(first.name))
        }}
      />
    </Stack>
  )
}

/** /api-testing (specs) and /api-testing/runs (history). */
export function ApiTestingPage() {
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
  return <ApiTesting key={projectId} projectId={projectId} projectName={project?.name ?? projectId} perms={perms} />
}
