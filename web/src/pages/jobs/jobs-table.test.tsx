import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { JobsTable } from './jobs-table.js'
import type { Job } from './queries.js'

const job = (over: Partial<Job>): Job => ({
  id: '00000000-0000-7000-8000-000000000001',
  kind: 'run.ui',
  project_id: 'default',
  status: 'completed',
  progress: 100,
  progress_message: null,
  result: null,
  error: null,
  attempts: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  started_at: '2026-01-05T10:00:01.000Z',
  finished_at: '2026-01-05T10:00:05.500Z',
  ...over,
})

const JOBS = [
  job({ id: 'a', status: 'running', progress: 40, progress_message: 'step 2 of 5', finished_at: null }),
  job({ id: 'b', status: 'queued', progress: 0, started_at: null, finished_at: null }),
  job({ id: 'c', status: 'failed', error: 'interrupted by restart', attempts: 2 }),
  job({ id: 'd', kind: 'explore', status: 'completed' }),
]

function renderTable(props: Partial<Parameters<typeof JobsTable>[0]> = {}) {
  const handlers = { onOpen: vi.fn(), onCancel: vi.fn() }
  render(
    <MantineProvider>
      <JobsTable jobs={JOBS} mayCancel cancellingId={undefined} emptyText="No jobs." {...handlers} {...props} />
    </MantineProvider>,
  )
  return handlers
}

const row = (id: string) => {
  const found = document.querySelector<HTMLElement>(`tr[data-job-id="${id}"]`)
  if (!found) throw new Error(`no row for job ${id}`)
  return within(found)
}

describe('JobsTable', () => {
  it('shows status, progress, duration and error per job', () => {
    renderTable()
    expect(row('a').getByLabelText('Status: running')).toBeTruthy()
    expect(row('a').getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('40')
    expect(row('a').getByText('step 2 of 5')).toBeTruthy()
    expect(row('b').getByText('waiting to start')).toBeTruthy()
    expect(row('c').getByText('interrupted by restart')).toBeTruthy()
    expect(row('c').getByText('attempt 2')).toBeTruthy()
    expect(row('d').getByText('ran 4.5 s')).toBeTruthy()
    expect(row('d').getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('100')
  })

  it('offers Cancel only for queued and running jobs', () => {
    const { onCancel } = renderTable()
    expect(screen.getAllByRole('button', { name: /^Cancel job / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Cancel job a',
      'Cancel job b',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Cancel job b' }))
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }))
  })

  it('offers no Cancel to callers below member', () => {
    renderTable({ mayCancel: false })
    expect(screen.queryAllByRole('button', { name: /^Cancel job / })).toEqual([])
    expect(screen.getAllByRole('button', { name: /^Details of job / })).toHaveLength(4)
  })

  it('opens a job from its Details button', () => {
    const { onOpen } = renderTable()
    fireEvent.click(screen.getByRole('button', { name: 'Details of job c' }))
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c', error: 'interrupted by restart' }))
  })

  it('says so when there are no jobs', () => {
    renderTable({ jobs: [] })
    expect(screen.getByRole('table', { name: 'Jobs' }).textContent).toContain('No jobs.')
  })
})
