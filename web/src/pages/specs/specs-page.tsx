import { Badge, Button, Paper, Stack, Text, Tooltip } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { folderOf, SpecWorkspace, specSelectionFrom } from '../../components/spec-workspace/spec-workspace.js'
import type { SpecPermissions } from '../../components/spec-workspace/types.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { useBulkRun } from './queries.js'
import { uiSpecAdapter } from './spec-adapter.js'
import { SpecPreview, uiInterpretation } from './spec-preview.js'
import { StepInterpretationPanel } from '../../components/step-interpretation.js'

const newSpecHref = (folder: string) => `${paths.specs.href()}?new=${encodeURIComponent(folder)}`

function Specs({ projectId, projectName, perms }: { projectId: string; projectName: string; perms: SpecPermissions }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const selection = specSelectionFrom(params)
  const adapter = useMemo(() => uiSpecAdapter(projectId), [projectId])
  const [checked, setChecked] = useState<string[]>([])
  const bulk = useBulkRun(projectId)
  const folder = folderOf(selection?.kind === 'spec' ? selection.name : undefined)

  const runChecked = () =>
    bulk.mutate(checked, {
      onSuccess: (result) => {
        notifySuccess(`Started ${result.items.length} ${result.items.length === 1 ? 'run' : 'runs'}`)
        setChecked([])
        navigate(paths.runs.href())
      },
    })

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
            {perms.mayCreate && <Button onClick={() => navigate(newSpecHref(folder))}>New spec</Button>}
          </>
        }
      />
      <SpecWorkspace
        adapter={adapter}
        perms={perms}
        selection={selection}
        specHref={(name) => paths.specs.href(name)}
        treeSelection={perms.mayRun ? { checked, onChange: setChecked } : undefined}
        leafBadge={(spec) =>
          spec.automated ? (
            <Tooltip label={spec.automated_test ?? 'A generated test was accepted'} withinPortal>
              <Badge size="xs" color="teal" variant="light" aria-label={`${spec.name} is automated`}>
                auto
              </Badge>
            </Tooltip>
          ) : undefined
        }
        renderBadges={(spec) =>
          spec.automated ? (
            <Tooltip label={spec.automated_test ?? ''} disabled={!spec.automated_test} withinPortal>
              <Badge color="teal" variant="light" aria-label="Automated" style={{ flex: '0 0 auto', minWidth: 'max-content' }}>
                automated
              </Badge>
            </Tooltip>
          ) : undefined
        }
        renderPreview={({ check, checkedText, goToLine }) => (
          <>
            <SpecPreview validation={check} content={checkedText} />
            <StepInterpretationPanel steps={uiInterpretation(check)} onGoTo={goToLine} />
          </>
        )}
        placeholder={
          <Paper withBorder p="xl" radius="md">
            <Stack gap="xs" align="flex-start">
              <Text fw={500}>Pick a spec on the left to edit and run it.</Text>
              <Text size="sm" c="dimmed">
                A UI spec is markdown: <code># Test: name</code>, a numbered <code>## Steps</code> list in plain sentences and an{' '}
                <code>## Expected Outcome</code>. The rules engine plans each step, writes a Playwright test and heals it when the page
                changes.
              </Text>
              {perms.mayCreate && (
                <Button variant="light" onClick={() => navigate(newSpecHref(folder))}>
                  Write a new spec
                </Button>
              )}
            </Stack>
          </Paper>
        }
      />
    </Stack>
  )
}

/** /specs: the shared spec workspace (tree with search and tag filter, editor, problems, preview) for UI specs. */
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
