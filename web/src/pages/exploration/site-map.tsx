import { Badge, Group, Stack, Text } from '@mantine/core'
import type { Discovered } from './queries.js'

interface Node {
  segment: string
  template: string | null
  title: string
  children: Map<string, Node>
}

/** Pages as a tree of path segments (`/orders/{id}` under `/orders`), each with its title and forms count. */
export function SiteMap({ discovered }: { discovered: Discovered }) {
  const root: Node = { segment: '/', template: null, title: '', children: new Map() }
  for (const page of discovered.pages) {
    let node = root
    const parts = page.template.split('/').filter(Boolean)
    if (parts.length === 0) {
      root.template = page.template
      root.title = page.title
    }
    for (const [i, part] of parts.entries()) {
      let child = node.children.get(part)
      if (!child) {
        child = { segment: part, template: null, title: '', children: new Map() }
        node.children.set(part, child)
      }
      if (i === parts.length - 1) {
        child.template = page.template
        child.title = page.title
      }
      node = child
    }
  }
  const formsOn = (template: string | null) => discovered.forms.filter((f) => f.page === template).length
  const render = (node: Node, depth: number) => (
    <Stack key={`${depth}-${node.segment}`} gap={2} pl={depth === 0 ? 0 : 16} data-testid="sitemap-node">
      <Group gap="xs">
        <Text ff="monospace" size="sm" fw={node.template ? 600 : 400} c={node.template ? undefined : 'dimmed'}>
          {depth === 0 ? '/' : `/${node.segment}`}
        </Text>
        {node.title && (
          <Text size="xs" c="dimmed">
            {node.title}
          </Text>
        )}
        {formsOn(node.template) > 0 && (
          <Badge size="xs" variant="light">
            {formsOn(node.template)} form{formsOn(node.template) === 1 ? '' : 's'}
          </Badge>
        )}
      </Group>
      {[...node.children.values()].map((c) => render(c, depth + 1))}
    </Stack>
  )
  if (discovered.pages.length === 0) return <Text c="dimmed">No pages yet.</Text>
  return render(root, 0)
}
