import { Badge, Button, Paper, Stack, Switch, Tabs, Text } from '@mantine/core'
import { useMemo, useRef, useState } from 'react'
import { matchPath, useLocation, useNavigate, useSearchParams } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { folderOf, SpecWorkspace, specSelectionFrom } from '../../components/spec-workspace/spec-workspace.js'
import type { SpecPermissions } from '../../components/spec-workspace/types.js'
import { StepInterpretationPanel } from '../../components/step-interpretation.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { ImportDialog } from './import-dialog.js'
import { useRunImportedSpecs } from './queries.js'
import { RunsView } from './runs-view.js'
import { apiSpecAdapter } from './spec-adapter.js'
import { apiInterpretation, ParsedTestsPanel, SpecRunsPanel } from './spec-side-panels.js'

function newSpecHref(folder: string): string {
  return `${paths.apiTesting.href()}?new=${encodeURIComponent(folder)}`
}

/** The Specs tab: the shared spec workspace with the API area's calls, tests preview and recent runs. */
function SpecsView({ projectId, perms }: { projectId: string; perms: SpecPermissions }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  // Opt-in tests (an OpenAPI import's logout, remote calls, writes with no undo) run only when asked; the switch
  // is read when Run is pressed, so the adapter stays stable.
  const [includeOptIn, setIncludeOptIn] = useState(false)
  const optIn = useRef(includeOptIn)
  optIn.current = includeOptIn
  const adapter = useMemo(() => apiSpecAdapter(projectId, () => optIn.current), [projectId])
  return (
    <SpecWorkspace
      adapter={adapter}
      perms={perms}
      selection={specSelectionFrom(params)}
      specHref={(name) => paths.apiTesting.href(name)}
      renderBadges={(spec) => (
        <Badge variant="light" color={spec.source === 'openapi' ? 'grape' : 'gray'} style={{ flex: '0 0 auto' }}>
          {spec.source === 'openapi' ? 'from OpenAPI' : 'hand-written'}
        </Badge>
      )}
      renderPreview={({ check, saved, goToLine }) => (
        <>
          {saved?.content.includes('\n## Opt-in Tests') && perms.mayRun && (
            <Paper withBorder p="sm" radius="md">
              <Switch
                label="Include opt-in tests when running"
                description="They may end the session, call remote systems or change settings; each says why in the spec."
                checked={includeOptIn}
                onChange={(event) => setIncludeOptIn(event.currentTarget.checked)}
              />
            </Paper>
          )}
          <ParsedTestsPanel tests={check?.tests ?? saved?.tests ?? []} onGoTo={goToLine} />
          <StepInterpretationPanel steps={apiInterpretation(check)} onGoTo={goToLine} />
          {saved && <SpecRunsPanel projectId={projectId} name={saved.name} />}
        </>
      )}
      placeholder={
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
      }
    />
  )
}

function ApiTesting({ projectId, projectName, perms }: { projectId: string; projectName: string; perms: SpecPermissions }) {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [importing, setImporting] = useState(false)
  const runImported = useRunImportedSpecs(projectId)
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
              <Button
                variant="default"
                loading={runImported.isPending}
                onClick={() =>
                  runImported.mutate(undefined, {
                    onSuccess: (batch) => {
                      const n = batch.items.length
                      notifySuccess(`Started ${n} ${n === 1 ? 'run' : 'runs'} of imported specs in one batch`)
                      navigate(paths.apiTestingRuns.href())
                    },
                  })
                }
              >
                Run imported specs
              </Button>
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
