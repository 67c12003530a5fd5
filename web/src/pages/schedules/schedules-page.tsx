import { Anchor, Button, Card, Group, List, Modal, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { Link } from 'react-router'
import { fieldError } from '../../api/api-error.js'
import { percent, StatusBadge } from '../../components/batch-status.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { SpecPicker } from '../../components/spec-picker.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import {
  type Schedule,
  useCronCheck,
  useDeleteSchedule,
  useExecutions,
  useRunNow,
  useSaveSchedule,
  useSchedules,
  useToggleSchedule,
} from './queries.js'

const PRESETS = [
  { value: '0 8 * * 1-5', label: 'Weekdays at 08:00' },
  { value: '0 2 * * *', label: 'Every night at 02:00' },
  { value: '0 * * * *', label: 'Every hour' },
  { value: '*/15 * * * *', label: 'Every 15 minutes' },
  { value: '0 6 * * 1', label: 'Mondays at 06:00' },
]
const ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '–')

/** Cron builder: presets, the raw expression, the zone, and the server's reading of them. */
function CronField({
  value,
  timezone,
  onChange,
  onZone,
  error,
}: {
  value: string
  timezone: string
  onChange(v: string): void
  onZone(v: string): void
  error?: string | undefined
}) {
  const [debounced] = useDebouncedValue(value, 300)
  const check = useCronCheck(debounced, timezone)
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <Select
          label="Preset"
          placeholder="Pick a common schedule"
          data={PRESETS}
          value={PRESETS.some((p) => p.value === value) ? value : null}
          onChange={(v) => v && onChange(v)}
        />
        <TextInput
          label="Cron expression"
          description="minute hour day month weekday (0 = Sunday)"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error ?? (check.data && !check.data.valid ? check.data.error : undefined)}
        />
        <Select
          label="Timezone"
          searchable
          data={['UTC', ...ZONES.filter((z) => z !== 'UTC')]}
          value={timezone}
          onChange={(v) => v && onZone(v)}
        />
      </Group>
      {check.data?.valid && (
        <Card withBorder p="xs" aria-label="Cron description">
          <Text size="sm" fw={600}>
            {check.data.description}
          </Text>
          <Text size="xs" c="dimmed">
            Next runs:
          </Text>
          <List size="xs">
            {check.data.next_runs.map((t) => (
              <List.Item key={t}>{new Date(t).toLocaleString()}</List.Item>
            ))}
          </List>
        </Card>
      )}
    </Stack>
  )
}

function ScheduleForm({
  projectId,
  editing,
  opened,
  onClose,
}: {
  projectId: string
  editing: Schedule | null
  opened: boolean
  onClose(): void
}) {
  const [name, setName] = useState(editing?.name ?? '')
  const [cron, setCron] = useState(editing?.cron_expression ?? '0 8 * * 1-5')
  const [tz, setTz] = useState(editing?.timezone ?? 'UTC')
  const [ids, setIds] = useState<string[]>(editing?.spec_ids ?? [])
  const save = useSaveSchedule(projectId)
  const submit = () =>
    save.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        body: { name, cron_expression: cron, timezone: tz, spec_ids: ids, enabled: editing?.enabled ?? true },
      },
      { onSuccess: () => onClose(), onError: (e) => notifyError(e, 'Could not save the schedule') },
    )
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit schedule' : 'New schedule'} size="xl">
      <Stack>
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldError(save.error, 'name')}
          required
        />
        <CronField
          value={cron}
          timezone={tz}
          onChange={setCron}
          onZone={setTz}
          error={fieldError(save.error, 'cron_expression') ?? fieldError(save.error, 'timezone')}
        />
        <SpecPicker projectId={projectId} value={ids} onChange={setIds} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!name.trim() || ids.length === 0}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function History({ projectId, scheduleId }: { projectId: string; scheduleId: string | null }) {
  const executions = useExecutions(projectId, scheduleId)
  return (
    <Table aria-label="Executions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Schedule</Table.Th>
          <Table.Th>Trigger</Table.Th>
          <Table.Th>Due</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Batch</Table.Th>
          <Table.Th>Finished</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(executions.data?.items ?? []).map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td>{e.schedule_name}</Table.Td>
            <Table.Td>{e.trigger === 'manual' ? 'run now' : e.coalesced > 1 ? `cron (${e.coalesced} coalesced)` : 'cron'}</Table.Td>
            <Table.Td>{when(e.scheduled_for)}</Table.Td>
            <Table.Td>
              <StatusBadge status={e.status} />
              {e.error && (
                <Text size="xs" c="dimmed">
                  {e.error}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {e.batch && (
                <Anchor component={Link} to={paths.regressionBatch.href(e.batch.id)}>
                  {e.batch.status} · {e.batch.passed_count}/{e.batch.total} passed ({percent(e.batch.success_rate)})
                </Anchor>
              )}
            </Table.Td>
            <Table.Td>{when(e.finished_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** Project schedules: cron builder with a description, next runs, history, toggle, run now. */
export function SchedulesPage() {
  const { projectId } = useCurrentProject()
  const schedules = useSchedules(projectId)
  const toggle = useToggleSchedule(projectId)
  const runNow = useRunNow(projectId)
  const remove = useDeleteSchedule(projectId)
  const [form, setForm] = useState<{ editing: Schedule | null } | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <>
      <PageHeader
        title="Schedules"
        description="Cron schedules that run a regression batch of specs (standard cron: 0 = Sunday, 1-5 = Monday to Friday)."
        actions={<Button onClick={() => setForm({ editing: null })}>New schedule</Button>}
      />
      {form && <ScheduleForm projectId={projectId} editing={form.editing} opened onClose={() => setForm(null)} />}
      <Stack>
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label="Schedules" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Enabled</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Next run</Table.Th>
                <Table.Th>Last execution</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(schedules.data?.items ?? []).map((s) => (
                <Table.Tr key={s.id} data-schedule={s.name} bg={selected === s.id ? 'var(--mantine-color-blue-light)' : undefined}>
                  <Table.Td>
                    <Switch
                      aria-label={`Enable ${s.name}`}
                      checked={s.enabled}
                      onChange={() => toggle.mutate(s.id, { onError: (e) => notifyError(e) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component="button" onClick={() => setSelected(s.id)}>
                      {s.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {s.spec_ids.length} specs
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{s.description}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {s.cron_expression} · {s.timezone}
                    </Text>
                  </Table.Td>
                  <Table.Td>{s.enabled ? when(s.next_run_at) : 'disabled'}</Table.Td>
                  <Table.Td>{s.last_execution ? <StatusBadge status={s.last_execution.status} /> : '–'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        loading={runNow.isPending && runNow.variables === s.id}
                        onClick={() =>
                          runNow.mutate(s.id, {
                            onSuccess: (e) => {
                              setSelected(s.id)
                              notifySuccess(
                                e.status === 'skipped' ? 'Skipped: the previous execution is still running' : `Started “${s.name}”`,
                              )
                            },
                            onError: (e) => notifyError(e),
                          })
                        }
                      >
                        Run now
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setForm({ editing: s })}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove.mutate(s.id, { onError: (e) => notifyError(e) })}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {schedules.data?.total === 0 && (
          <Text c="dimmed" ta="center">
            No schedules yet.
          </Text>
        )}
        <Group justify="space-between">
          <Title order={4}>{selected ? 'Executions of this schedule' : 'Recent executions'}</Title>
          {selected && (
            <Button size="xs" variant="subtle" onClick={() => setSelected(null)}>
              Show all schedules
            </Button>
          )}
        </Group>
        <History projectId={projectId} scheduleId={selected} />
      </Stack>
    </>
  )
}
