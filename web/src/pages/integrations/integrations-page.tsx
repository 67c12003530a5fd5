import { Tabs } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { CiPanel } from './ci-panel.js'
import { TestmgmtPanel } from './testmgmt-panel.js'
import { TrackerPanel } from './tracker-panel.js'

const TABS = ['testmgmt', 'tracker', 'ci'] as const

/** /integrations: test management, issue tracker and CI, one tab each (the tab is kept in ?tab=). */
export function IntegrationsPage() {
  const { projectId } = useCurrentProject()
  const [params, setParams] = useSearchParams()
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'testmgmt'
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Push specs and batch results to test management, file issues from failed runs, and run the generated tests in CI."
      />
      <Tabs value={tab} onChange={(v) => setParams(v ? { tab: v } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="testmgmt">Test management</Tabs.Tab>
          <Tabs.Tab value="tracker">Issue tracker</Tabs.Tab>
          <Tabs.Tab value="ci">CI</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="testmgmt">
          <TestmgmtPanel key={projectId} projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="tracker">
          <TrackerPanel key={projectId} projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="ci">
          <CiPanel key={projectId} projectId={projectId} />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}
