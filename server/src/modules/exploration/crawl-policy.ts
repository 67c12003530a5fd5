/**
 * The crawler's decisions that need no browser: what is in scope, what is destructive, how URLs generalise into
 * templates, and which action comes next under each strategy. Data in, data out.
 */

export const STRATEGIES = ['goal_directed', 'breadth_first', 'depth_first'] as const
export type Strategy = (typeof STRATEGIES)[number]

/** Words that mark an action as destructive: it deletes data, ends the session or moves money. */
export const DESTRUCTIVE_WORDS = [
  'delete',
  'remove',
  'destroy',
  'erase',
  'purge',
  'drop',
  'logout',
  'log out',
  'log off',
  'sign out',
  'signout',
  'pay',
  'unsubscribe',
  'deactivate',
  'cancel account',
  'close account',
] as const

const DESTRUCTIVE_RE = new RegExp(`(^|[^a-z])(${DESTRUCTIVE_WORDS.map((w) => w.replace(/ /g, '[\\s_-]*')).join('|')})([^a-z]|$)`, 'i')

/** The destructive word a label, URL or action path contains ("Sign out", "/cart/items/3/remove"), else undefined. */
export function destructiveWord(...texts: (string | null | undefined)[]): string | undefined {
  for (const text of texts) {
    if (!text) continue
    const spaced = text.replace(/([a-z])([A-Z])/g, '$1 $2')
    const m = DESTRUCTIVE_RE.exec(spaced)
    if (m) return m[2]!.toLowerCase().replace(/[\s_-]+/g, ' ')
  }
  return undefined
}

const ID_SEGMENT = [
  /^\d+$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^[0-9a-f]{12,}$/i,
  /^(?=.*\d)[A-Za-z0-9_-]{16,}$/,
]

/** A path with its ids generalised: `/orders/17` -> `/orders/{id}`, uuids and long tokens alike. */
export function pathTemplate(pathname: string): string {
  const segments = pathname.split('/').map((s) => {
    let decoded = s
    try {
      decoded = decodeURIComponent(s)
    } catch {
      // keep the raw segment
    }
    return ID_SEGMENT.some((re) => re.test(decoded)) ? '{id}' : s
  })
  const out = segments.join('/')
  return out.length > 1 && out.endsWith('/') ? out.slice(0, -1) : out || '/'
}

/** The template of a URL: its path template (the query is not part of a page's or endpoint's identity). */
export function urlTemplate(url: string): string {
  return pathTemplate(new URL(url).pathname)
}

/** A glob over the whole URL or its path: `*` any run of characters, `?` one. */
export function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.')
  return new RegExp(`^${body}$`, 'i')
}

export interface Scope {
  origin: string
  allow: RegExp[]
  deny: RegExp[]
}

export function scopeOf(startUrl: string, allow: readonly string[] = [], deny: readonly string[] = []): Scope {
  return { origin: new URL(startUrl).origin, allow: allow.map(globToRegExp), deny: deny.map(globToRegExp) }
}

/** Why a URL is out of scope (another origin, not allowed, denied), else undefined. */
export function outOfScope(scope: Scope, url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'not a URL'
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) return `${parsed.protocol} link`
  if (parsed.origin !== scope.origin) return 'another origin'
  const forms = [parsed.href, parsed.pathname + parsed.search, parsed.pathname]
  if (scope.deny.some((re) => forms.some((f) => re.test(f)))) return 'matches a deny pattern'
  if (scope.allow.length > 0 && !scope.allow.some((re) => forms.some((f) => re.test(f)))) return 'matches no allow pattern'
  return undefined
}

/** A URL without its fragment, for de-duplication. */
export function withoutHash(url: string): string {
  const u = new URL(url)
  u.hash = ''
  return u.href
}

/** One thing the crawler can do next. */
export type CrawlAction =
  | { kind: 'visit'; url: string; via: string | null; primaryNav: boolean; depth: number; trail: FlowStep[] }
  | { kind: 'form'; key: string; pageUrl: string; depth: number; trail: FlowStep[] }

export interface FlowStep {
  action: 'navigate' | 'click' | 'submit'
  target: string
  url: string
}

/** Rules priority of goal_directed: unvisited forms, then primary navigation, then other links; lower first. */
export function rulePriority(action: CrawlAction): number {
  if (action.kind === 'form') return 0
  return action.primaryNav ? 1 : 2
}

/** Removes and returns the next action under `strategy` (the frontier is kept in discovery order). */
export function takeNext(frontier: CrawlAction[], strategy: Strategy): CrawlAction | undefined {
  if (frontier.length === 0) return undefined
  if (strategy === 'breadth_first') return frontier.shift()
  if (strategy === 'depth_first') return frontier.pop()
  let best = 0
  for (let i = 1; i < frontier.length; i++) {
    const p = rulePriority(frontier[i]!)
    const q = rulePriority(frontier[best]!)
    // Same priority: the shallower first, then discovery order.
    if (p < q || (p === q && frontier[i]!.depth < frontier[best]!.depth)) best = i
  }
  return frontier.splice(best, 1)[0]
}

/** A sample value for a form field, from its type, name and label; empty for controls the crawler leaves alone. */
export function sampleValue(field: { type: string; name: string; label: string; min?: string | null }): string {
  const hint = `${field.name} ${field.label}`.toLowerCase()
  switch (field.type) {
    case 'email':
      return 'explorer@example.com'
    case 'password':
      return 'Explorer#2024'
    case 'number':
    case 'range':
      return field.min && Number(field.min) > 0 ? field.min : '1'
    case 'tel':
      return '+1 555 0100'
    case 'url':
      return 'https://example.com'
    case 'date':
      return '2030-01-15'
    case 'search':
      return 'a'
  }
  if (/e-?mail/.test(hint)) return 'explorer@example.com'
  if (/card/.test(hint)) return '4242 4242 4242 4242'
  if (/price|amount|cost/.test(hint)) return '9.99'
  if (/qty|quantity|stock|count/.test(hint)) return '1'
  if (/address|street/.test(hint)) return '1 Explorer Street, Testville'
  if (/phone|tel/.test(hint)) return '+1 555 0100'
  if (/user/.test(hint)) return 'explorer'
  if (/name/.test(hint)) return 'Explorer Test'
  if (/search|query|^q\b/.test(hint)) return 'a'
  return 'Explorer sample'
}
