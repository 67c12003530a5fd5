/** Key names a `Press <key>` step may use, in Playwright's spelling, and the aliases people write for them. */

export const KEY_NAMES = [
  'Enter',
  'Tab',
  'Escape',
  'Backspace',
  'Delete',
  'Insert',
  'Space',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'F1',
  'F2',
  'F3',
  'F4',
  'F5',
  'F6',
  'F7',
  'F8',
  'F9',
  'F10',
  'F11',
  'F12',
] as const
export type KeyName = (typeof KEY_NAMES)[number]

export const MODIFIER_KEYS = ['Control', 'Shift', 'Alt', 'Meta', 'ControlOrMeta'] as const

const ALIASES: Record<string, string> = {
  return: 'Enter',
  esc: 'Escape',
  del: 'Delete',
  ins: 'Insert',
  spacebar: 'Space',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  'arrow up': 'ArrowUp',
  'up arrow': 'ArrowUp',
  'down arrow': 'ArrowDown',
  'left arrow': 'ArrowLeft',
  'right arrow': 'ArrowRight',
  'space bar': 'Space',
  'arrow down': 'ArrowDown',
  'arrow left': 'ArrowLeft',
  'arrow right': 'ArrowRight',
  'page up': 'PageUp',
  'page down': 'PageDown',
  ctrl: 'Control',
  control: 'Control',
  cmd: 'Meta',
  command: 'Meta',
  meta: 'Meta',
  option: 'Alt',
  alt: 'Alt',
  shift: 'Shift',
  controlormeta: 'ControlOrMeta',
}

const BY_LOWER = new Map<string, string>([...KEY_NAMES, ...MODIFIER_KEYS].map((key) => [key.toLowerCase(), key]))

/**
 * `ctrl+a` -> `Control+a`, `esc` -> `Escape`, `Return` -> `Enter`; `undefined` when a part is not a key. The last
 * part may be one printable character; the others must be modifiers.
 */
export function normalizeKey(written: string): string | undefined {
  const parts = written
    .trim()
    .split(/\s*\+\s*/)
    .filter((part) => part !== '')
  if (parts.length === 0) return undefined
  const out: string[] = []
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1
    const lower = part.toLowerCase()
    const name = ALIASES[lower] ?? BY_LOWER.get(lower)
    if (!last) {
      if (!name || !(MODIFIER_KEYS as readonly string[]).includes(name)) return undefined
      out.push(name)
    } else if (name) out.push(name)
    else if ([...part].length === 1) out.push(part)
    else return undefined
  }
  return out.join('+')
}
