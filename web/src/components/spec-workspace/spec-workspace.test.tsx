import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { SavedSpec, SpecAreaAdapter, SpecChange } from './adapter.js'
import { IssuesPanel, sortedIssues } from './issues-panel.js'
import { SpecWorkspace, specSelectionFrom } from './spec-workspace.js'
import type { SpecCheck, SpecPermissions } from './types.js'

// Under load (2 shared cores) the lazy editor and the debounced check take a while.
configure({ asyncUtilTimeout: 8000 })

type Check = SpecCheck & { title: string }

const BROKEN = '# T\n\n1. Frobnicate\n'

/** Checks text the way a tiny parser would: a step that does not start with a verb we know is a warning. */
function check(content: string): Check {
  const lines = content.split('\n')
  return {
    title: lines[0]?.replace(/^#\s*/, '') ?? '',
    errors: content.includes('{id}')
      ? [{ line: lines.findIndex((l) => l.includes('{id}')) + 1, message: 'path parameter {id} has no value' }]
      : [],
    warnings: lines.flatMap((l, i) => (/^\d+\. Frob/.test(l) ? [{ line: i + 1, message: 'step not understood' }] : [])),
  }
}

/** An in-memory spec area behind the adapter interface (the boundary the workspace talks to), recording its calls. */
function memoryArea(initial: Record<string, string>) {
  const specs = new Map(
    Object.entries(initial).map(([name, content]) => [name, { name, content, updated_at: '2026-11-23T10:00:00Z', ...check(content) }]),
  )
  const calls: string[] = []
  const adapter: SpecAreaAdapter<SavedSpec & Check, Check> = {
    keys: { list: ['t', 'list'], spec: (n) => ['t', 'spec', n], validate: (c) => ['t', 'validate', c], runs: ['t', 'runs'] },
    template: '# New\n\n1. Go to /\n',
    draftName: (folder) => (folder ? `${folder}/new-spec` : 'new-spec'),
    completions: [],
    text: { noSpecs: 'Nothing here yet.', formatDoc: 'docs/x.md', deleteNote: 'Runs stay.' },
    list: async ({ q }) => {
      calls.push(`list:${q}`)
      const items = [...specs.values()].filter((s) => s.name.includes(q)).map((s) => ({ name: s.name }))
      return { items, total: items.length }
    },
    get: async (name) => {
      calls.push(`get:${name}`)
      const spec = specs.get(name)
      if (!spec) throw new Error(`no spec ${name}`)
      return spec
    },
    validate: async (content) => {
      calls.push('validate')
      return check(content)
    },
    create: async ({ name, content }) => {
      calls.push(`create:${name}`)
      const spec = { name, content, updated_at: '2026-11-23T11:00:00Z', ...check(content) }
      specs.set(name, spec)
      return spec
    },
    update: async ({ name, newName, content }: SpecChange) => {
      calls.push(`update:${name}->${newName ?? name}`)
      const old = specs.get(name)
      if (!old) throw new Error('gone')
      specs.delete(name)
      const spec = { ...old, name: newName ?? name, content: content ?? old.content }
      specs.set(spec.name, spec)
      return spec
    },
    remove: async (name) => {
      calls.push(`remove:${name}`)
      specs.delete(name)
    },
    run: async (name) => {
      calls.push(`run:${name}`)
      return '/runs/r1'
    },
  }
  return { adapter, calls, specs }
}

const ROLES: Record<string, SpecPermissions> = {
  viewer: { mayCreate: false, mayEdit: false, mayDelete: false, mayRun: false },
  member: { mayCreate: true, mayEdit: false, mayDelete: false, mayRun: true },
  admin: { mayCreate: true, mayEdit: true, mayDelete: true, mayRun: true },
}

type Area = SpecAreaAdapter<SavedSpec & Check, Check>

function Page({ adapter, perms }: { adapter: Area; perms: SpecPermissions }) {
  const [params] = useSearchParams()
  return (
    <SpecWorkspace
      adapter={adapter}
      perms={perms}
      selection={specSelectionFrom(params)}
      specHref={(name) => (name ? `/area?spec=${encodeURIComponent(name)}` : '/area')}
      renderPreview={({ check: live, saved }) => <p data-testid="preview">{live?.title ?? saved?.title ?? '…'}</p>}
      placeholder={<p>Pick a spec</p>}
    />
  )
}

function renderWorkspace(adapter: Area, perms: SpecPermissions, url: string) {
  const router = createMemoryRouter(
    [
      { path: '/area', element: <Page adapter={adapter} perms={perms} /> },
      { path: '/runs/:id', element: <p>Run page</p> },
    ],
    { initialEntries: [url] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return router
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Spec actions' })

// Slow under load: each test mounts Mantine, React Query, a data router and (lazily) CodeMirror.
describe('SpecWorkspace', { timeout: 30_000 }, () => {
  it('lists the area’s specs as a tree and opens the selected one with its live problems and preview', async () => {
    const { adapter, calls } = memoryArea({ 'shop/products': '### GET /a/{id}\n', 'shop/cart': BROKEN, login: '# Login\n' })
    renderWorkspace(adapter, ROLES.admin as SpecPermissions, '/area?spec=shop%2Fcart')
    expect(await screen.findByRole('heading', { name: 'shop/cart', level: 3 })).toBeTruthy()
    const tree = screen.getByRole('navigation', { name: 'Specs' })
    expect(within(tree).getByLabelText('Folder shop')).toBeTruthy()
    expect(within(tree).getByRole('button', { name: 'Spec shop/products' })).toBeTruthy()
    expect(within(tree).getByRole('button', { name: 'Spec shop/cart' }).getAttribute('aria-current')).toBe('true')
    const problems = screen.getByRole('region', { name: 'Problems' })
    await waitFor(() => expect(calls).toContain('validate'), { timeout: 5000 })
    expect(await within(problems).findByRole('button', { name: 'Line 3 warning: step not understood' })).toBeTruthy()
    expect(within(problems).getByText('1 warning')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('preview').textContent).toBe('T'))
    // The lazily loaded editor: its labelled text box holds the spec, and the warning marks its line.
    const editor = await screen.findByRole('textbox', { name: 'Spec markdown' })
    expect(editor.textContent).toContain('1. Frobnicate')
    await waitFor(() =>
      expect(screen.getByTestId('spec-editor').querySelector('[data-line="3"]')?.getAttribute('data-severity')).toBe('warning'),
    )
    expect(calls).toContain('get:shop/cart')
  })

  it('shows each role only the actions it may take', async () => {
    const { adapter } = memoryArea({ login: '# Login\n' })
    renderWorkspace(adapter, ROLES.viewer as SpecPermissions, '/area?spec=login')
    await screen.findByRole('heading', { name: 'login', level: 3 })
    expect(within(toolbar()).queryAllByRole('button')).toHaveLength(0)
    expect(await screen.findByText(/read only: your role cannot change this spec/)).toBeTruthy()
  })

  it('lets a member run but not edit or delete', async () => {
    const member = memoryArea({ login: '# Login\n' })
    renderWorkspace(member.adapter, ROLES.member as SpecPermissions, '/area?spec=login')
    await screen.findByRole('heading', { name: 'login', level: 3 })
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Run'])
  })

  it('blocks a run of a spec saved with errors and says why', async () => {
    const { adapter, calls } = memoryArea({ 'shop/products': '### GET /a/{id}\n' })
    renderWorkspace(adapter, ROLES.admin as SpecPermissions, '/area?spec=shop%2Fproducts')
    await screen.findByRole('heading', { name: 'shop/products', level: 3 })
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Rename', 'Delete', 'Save', 'Run'])
    const run = within(toolbar()).getByRole('button', { name: 'Run' })
    expect(run.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(run)
    expect(calls.some((c) => c.startsWith('run:'))).toBe(false)
  })

  it('runs a clean spec and follows the run to its page', async () => {
    const { adapter, calls } = memoryArea({ login: '# Login\n' })
    const router = renderWorkspace(adapter, ROLES.admin as SpecPermissions, '/area?spec=login')
    await screen.findByRole('heading', { name: 'login', level: 3 })
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Run' }))
    expect(await screen.findByText('Run page')).toBeTruthy()
    expect(calls).toContain('run:login')
    expect(router.state.location.pathname).toBe('/runs/r1')
  })

  it('renames through the adapter and opens the spec under its new name', async () => {
    const { adapter, calls } = memoryArea({ 'shop/cart': BROKEN })
    const router = renderWorkspace(adapter, ROLES.admin as SpecPermissions, '/area?spec=shop%2Fcart')
    await screen.findByRole('heading', { name: 'shop/cart', level: 3 })
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Rename' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename spec' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'shop/basket' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }))
    await waitFor(() => expect(router.state.location.search).toBe('?spec=shop%2Fbasket'))
    expect(calls).toContain('update:shop/cart->shop/basket')
    expect(await screen.findByRole('heading', { name: 'shop/basket', level: 3 })).toBeTruthy()
  })

  it('creates a new spec in the chosen folder from the area’s template', async () => {
    const { adapter, calls, specs } = memoryArea({})
    const router = renderWorkspace(adapter, ROLES.member as SpecPermissions, '/area?new=shop')
    const name = await screen.findByRole('textbox', { name: /New spec name/ })
    expect((name as HTMLInputElement).value).toBe('shop/new-spec')
    fireEvent.click(screen.getByRole('button', { name: 'Create spec' }))
    await waitFor(() => expect(router.state.location.search).toBe('?spec=shop%2Fnew-spec'))
    expect(calls).toContain('create:shop/new-spec')
    expect(specs.get('shop/new-spec')?.content).toBe(adapter.template)
  })

  it('says so when the project has no spec', async () => {
    const { adapter } = memoryArea({})
    renderWorkspace(adapter, ROLES.admin as SpecPermissions, '/area')
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy()
    expect(screen.getByText('Pick a spec')).toBeTruthy()
  })
})

describe('IssuesPanel', () => {
  it('sorts problems by line, an error before a warning on the same line', () => {
    const sorted = sortedIssues(
      [
        { line: 7, message: 'Unknown method FETCH' },
        { line: 3, message: 'Credentials must be {{VAR}} placeholders' },
      ],
      [
        { line: 7, message: 'Step not understood' },
        { line: 2, message: '"# Test:" read as "# API Test:"' },
      ],
    )
    expect(sorted.map((i) => `${i.line}:${i.severity}`)).toEqual(['2:warning', '3:error', '7:error', '7:warning'])
  })

  it('names a failed check and says when the spec parses', () => {
    render(
      <MantineProvider>
        <IssuesPanel errors={[]} warnings={[]} checking={false} failure="too large" onGoTo={() => {}} />
      </MantineProvider>,
    )
    expect(screen.getByText('The spec could not be checked: too large')).toBeTruthy()
    expect(screen.getByText('No problems: the spec parses.')).toBeTruthy()
  })
})
