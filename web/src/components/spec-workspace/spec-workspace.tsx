import { Box, Flex } from '@mantine/core'
import { type ReactNode, useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { SavedSpec, SpecAreaAdapter, SpecSummary } from './adapter.js'
import { preloadSpecEditor } from './lazy-spec-editor.js'
import { DraftSpecPane, SavedSpecPane } from './spec-pane.js'
import { SpecTreePanel, type TreeSelection } from './spec-tree-panel.js'
import type { PreviewRenderer, SpecCheck, SpecPermissions, SpecSelection } from './types.js'
import { useUnsavedGuard } from './unsaved-guard.js'

/** `?spec=<name>` opens a spec, `?new=<folder>` starts a new one (in that folder). */
export function specSelectionFrom(params: URLSearchParams): SpecSelection | undefined {
  const spec = params.get('spec')
  if (spec) return { kind: 'spec', name: spec }
  if (params.has('new')) return { kind: 'draft', folder: params.get('new') ?? '' }
  return undefined
}

/** The folder of a spec name (`shop/products` → `shop`), '' at the top. */
export function folderOf(name: string | undefined): string {
  return name?.includes('/') ? name.slice(0, name.lastIndexOf('/')) : ''
}

export interface SpecWorkspaceProps<S extends SavedSpec, V extends SpecCheck, L extends SpecSummary> {
  adapter: SpecAreaAdapter<S, V, L>
  perms: SpecPermissions
  selection: SpecSelection | undefined
  /** The page's address with a spec open (`name`) or with none. */
  specHref: (name?: string) => string
  /** What the area's parser understood: steps, tests, variables… (beside the problems list). */
  renderPreview: PreviewRenderer<V, S>
  renderBadges?: (spec: S) => ReactNode
  /** A badge on a spec in the tree. */
  leafBadge?: (spec: L) => ReactNode
  /** Bulk selection checkboxes in the tree. */
  treeSelection?: TreeSelection | undefined
  /** Shown when no spec is open. */
  placeholder: ReactNode
}

/**
 * One spec area's workspace: the folder tree on the left; on the right the open spec (or a new one) with its
 * editor, live problems, the area's preview and the toolbar the caller's role allows. The selection lives in the
 * URL; leaving unsaved changes asks first.
 */
export function SpecWorkspace<S extends SavedSpec, V extends SpecCheck, L extends SpecSummary>(props: SpecWorkspaceProps<S, V, L>) {
  const { adapter, perms, selection, specHref } = props
  const navigate = useNavigate()
  const guard = useUnsavedGuard()
  useEffect(preloadSpecEditor, [])
  const pane = {
    adapter: adapter as SpecAreaAdapter<S, V>,
    perms,
    renderPreview: props.renderPreview,
    renderBadges: props.renderBadges,
    onDirtyChange: guard.onDirtyChange,
    onOpen: (name: string) => guard.go(specHref(name)),
    onClose: () => guard.go(specHref()),
    onRunStarted: guard.go,
  }
  return (
    <Flex gap="md" align="flex-start" wrap="wrap">
      <Box style={{ flex: '0 1 250px', minWidth: 210 }}>
        <SpecTreePanel
          adapter={adapter}
          selected={selection?.kind === 'spec' ? selection.name : undefined}
          onSelect={(name) => navigate(specHref(name))}
          leafBadge={props.leafBadge}
          selection={props.treeSelection}
        />
      </Box>
      <Box style={{ flex: '1 1 640px', minWidth: 0 }}>
        {selection?.kind === 'draft' ? (
          <DraftSpecPane key={`draft:${selection.folder}`} folder={selection.folder} {...pane} />
        ) : selection?.kind === 'spec' ? (
          <SavedSpecPane key={`spec:${selection.name}`} name={selection.name} {...pane} />
        ) : (
          props.placeholder
        )}
      </Box>
      {guard.modal}
    </Flex>
  )
}
