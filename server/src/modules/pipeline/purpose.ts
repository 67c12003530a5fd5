/**
 * The purpose vocabulary: what a control is for, read from the words a page gives it besides an accessible name —
 * its class, `title`, `aria-label` (its own or an ancestor's), icon names (`fa-trash`, `icon-pencil`), an svg
 * `<title>`, and text such as `×`. A step names the purpose (`Delete "Buy milk"`, `the edit button for "X"`); a
 * control whose words fall in the same group serves it. General on purpose: never one app's class names.
 * docs/ui-spec-format.md lists the groups.
 */

export const PURPOSES = {
  delete: [
    'delete',
    'remove',
    'destroy',
    'trash',
    'bin',
    'garbage',
    'discard',
    'erase',
    'del',
    'rm',
    'x',
    '×',
    '✕',
    '✖',
    '✗',
    '🗑',
    'cross',
    'close',
  ],
  edit: ['edit', 'pencil', 'pen', 'modify', 'rename', 'change', '✎', '✏', 'write'],
  add: ['add', 'plus', 'create', 'new', 'insert', '+', '＋'],
  save: ['save', 'submit', 'confirm', 'ok', 'done', 'apply', 'check', '✓', '✔', 'tick', 'floppy'],
  cancel: ['cancel', 'undo', 'revert', 'back', 'dismiss'],
  complete: ['complete', 'completed', 'toggle', 'done', 'finish', 'finished', 'mark', 'check', 'tick'],
  expand: ['expand', 'open', 'more', 'chevron', 'caret', 'arrow', 'menu', 'kebab', 'ellipsis', 'dots', '⋮', '…'],
  search: ['search', 'find', 'magnifier', 'magnify', 'lookup'],
  copy: ['copy', 'duplicate', 'clone'],
  favorite: ['favorite', 'favourite', 'star', 'like', 'heart', '★', '☆', '♥'],
} as const

export type Purpose = keyof typeof PURPOSES

/** Words too generic to say anything about a purpose (framework and layout classes). */
const NOISE = new Set([
  'btn',
  'button',
  'icon',
  'fa',
  'fas',
  'far',
  'bi',
  'mdi',
  'material',
  'icons',
  'link',
  'primary',
  'secondary',
  'sm',
  'lg',
  'xs',
  'svg',
  'inline',
  'small',
  'ghost',
  'outline',
  'solid',
  'alt',
  'o',
])

/** Splits class names, titles and icon names into lower-case words: `btn-remove fa-trash-o` -> remove, trash. */
export function purposeWords(raw: string): string[] {
  const out: string[] = []
  for (const token of raw
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_\-.:/]+/)) {
    if (token === '' || NOISE.has(token)) continue
    out.push(token)
  }
  return out
}

/** The purposes a phrase names (`delete`, `the trash icon`, `×`): every group one of its words belongs to. */
export function purposesOf(raw: string): Purpose[] {
  const words = purposeWords(raw)
  const symbols = [...raw].filter((c) => /[^\p{L}\p{N}\s]/u.test(c))
  const found: Purpose[] = []
  for (const [purpose, vocabulary] of Object.entries(PURPOSES) as [Purpose, readonly string[]][]) {
    if (words.some((w) => stems(w).some((x) => vocabulary.includes(x))) || symbols.some((s) => vocabulary.includes(s))) found.push(purpose)
  }
  return found
}

/** `removes`/`deleting`/`edited` -> the forms a vocabulary word may have. */
function stems(word: string): string[] {
  const bare = word.replace(/(?:ing|ed|es|s)$/, '')
  return [word, word.replace(/s$/, ''), bare, `${bare}e`]
}

/**
 * How well a control's own words serve the purposes a step names: 1 when a word of the control is in the group of
 * the step's words, 0 otherwise. Used only among the controls of one role inside one row or region.
 */
export function servesPurpose(stepName: string, controlWords: string): boolean {
  const wanted = purposesOf(stepName)
  if (wanted.length === 0) return false
  const has = purposesOf(controlWords)
  return wanted.some((p) => has.includes(p))
}
