/**
 * The words the step grammars are built on: verbs with their synonyms (each maps to the canonical verb the
 * grammars read), and the structural keywords a misspelling may be corrected to. Inflections are derived by
 * rule ({@link lemma}), so "clicks", "clicked" and "clicking" need no entries of their own.
 */

/** Synonym -> canonical verb. Multi-word synonyms are matched before single words. */
export const VERB_SYNONYMS: Readonly<Record<string, string>> = {
  // navigation
  navigate: 'navigate',
  go: 'go',
  open: 'open',
  visit: 'visit',
  launch: 'open',
  start: 'start',
  browse: 'browse',
  load: 'load',
  reload: 'reload',
  refresh: 'refresh',
  // clicks
  click: 'click',
  tap: 'tap',
  press: 'press',
  hit: 'hit',
  push: 'press',
  'click on': 'click',
  'tap on': 'tap',
  'double-click': 'double-click',
  'double click': 'double-click',
  doubleclick: 'double-click',
  'right-click': 'right-click',
  'right click': 'right-click',
  rightclick: 'right-click',
  hover: 'hover',
  'mouse over': 'hover',
  'move the mouse over': 'hover',
  'hover the mouse over': 'hover',
  'hover the cursor over': 'hover',
  'hover over': 'hover',
  'move the mouse to': 'hover',
  'move the cursor over': 'hover',
  'move the cursor to': 'hover',
  'point at': 'hover',
  // fields
  enter: 'enter',
  type: 'type',
  input: 'input',
  write: 'write',
  put: 'put',
  fill: 'fill',
  provide: 'enter',
  insert: 'enter',
  introduce: 'enter',
  'key in': 'enter',
  set: 'set',
  populate: 'populate',
  clear: 'clear',
  empty: 'empty',
  erase: 'clear',
  search: 'search',
  'search for': 'search',
  'look for': 'search',
  // choices
  select: 'select',
  choose: 'choose',
  pick: 'pick',
  check: 'check',
  tick: 'tick',
  uncheck: 'uncheck',
  untick: 'untick',
  mark: 'mark',
  unmark: 'unmark',
  toggle: 'toggle',
  enable: 'enable',
  activate: 'enable',
  deactivate: 'disable',
  expand: 'expand',
  collapse: 'collapse',
  disable: 'disable',
  'turn on': 'enable',
  'switch on': 'enable',
  'turn off': 'disable',
  'switch off': 'disable',
  'toggle on': 'enable',
  'toggle off': 'disable',
  // page
  scroll: 'scroll',
  'take a screenshot': 'screenshot',
  'grab a screenshot': 'screenshot',
  'make a screenshot': 'screenshot',
  'save a screenshot': 'screenshot',
  'get a screenshot': 'screenshot',
  screenshot: 'screenshot',
  capture: 'capture',
  accept: 'accept',
  dismiss: 'dismiss',
  confirm: 'confirm',
  cancel: 'dismiss',
  submit: 'submit',
  switch: 'switch',
  wait: 'wait',
  pause: 'wait',
  change: 'set',
  deselect: 'deselect',
  unselect: 'unselect',
  log: 'log',
  sign: 'sign',
  login: 'login',
  // checks
  verify: 'verify',
  assert: 'assert',
  ensure: 'ensure',
  expect: 'expect',
  validate: 'validate',
  see: 'see',
  'make sure': 'make sure',
  'double-check': 'verify',
  'double check': 'verify',
  'cross-check': 'verify',
  recheck: 'verify',
  'type in': 'enter',
  'fill out': 'fill',
  fetch: 'fetch',
  observe: 'verify',
  notice: 'verify',
  // API
  send: 'send',
  call: 'call',
  make: 'make',
  perform: 'perform',
  execute: 'execute',
  issue: 'issue',
  fire: 'fire',
  'fire off': 'send',
  'send off': 'send',
  save: 'save',
  store: 'store',
  remember: 'remember',
  extract: 'extract',
  keep: 'keep',
  record: 'record',
  add: 'add',
  use: 'use',
}

/** Single-word verbs (what a misspelt first word is corrected to). */
export const VERBS: readonly string[] = [...new Set(Object.keys(VERB_SYNONYMS).filter((w) => !/\s/.test(w)))]

/**
 * Words a misspelling outside quotes may be corrected to: nouns and state words the grammars key on. Only words
 * of five letters or more, so a short label ("Add", "Sve") is never turned into a keyword.
 */
export const KEYWORDS: readonly string[] = [
  'button',
  'checkbox',
  'field',
  'dropdown',
  'visible',
  'displayed',
  'disabled',
  'enabled',
  'checked',
  'unchecked',
  'hidden',
  'heading',
  'message',
  'dialog',
  'screenshot',
  'status',
  'response',
  'header',
  'should',
  'contains',
  'appears',
  'equals',
  'selected',
  'request',
  'endpoint',
  // Words API prose keys on: `Anything in the 2xx range is fine`, `The error should mention "x"`.
  'anything',
  'mention',
]

/**
 * Words the corrector must leave alone although they are near a verb or keyword: ordinary English that occurs in
 * steps ("the", "that", "with", "click" vs "clock").
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the this that these those it its is are was were be been being has have had do does did not no and or but ' +
    'then than when if of in on at to into onto from for with without by as up down over under next before after ' +
    'i we you he she they my our your their me us them all any each every some one two three first second last ' +
    'there here now still again also just only page url title text link tab item items row rows list table value ' +
    'name form menu card field fields box label new old more less should must can will would could may might shown ' +
    'shows show says say said appear reads read contain contains equal equals ends starts begins match matches ' +
    'true false null yes number count length array body json query token key keys code error errors success'
  ).split(' '),
)

/**
 * The base form of an inflected verb, if it is one: "clicks"/"clicked"/"clicking" -> "click", "types"/"typed" ->
 * "type", "taps"/"tapped" -> "tap", "empties" -> "empty". `undefined` when no rule gives a known verb.
 */
export function lemma(word: string, known?: (w: string) => boolean): string | undefined {
  if (known) return baseOf(word, known)
  // The verb table is fixed: its answers are kept per word (every step asks about its first word and its joints).
  if (lemmaMemo.has(word)) return lemmaMemo.get(word)
  if (lemmaMemo.size >= 5000) lemmaMemo.clear()
  const base = baseOf(word, (w) => Object.hasOwn(VERB_SYNONYMS, w))
  lemmaMemo.set(word, base)
  return base
}

const lemmaMemo = new Map<string, string | undefined>()

/** Irregular past forms of the verbs the grammars read (`Went to /x`, `Saw "X"`, `Took a screenshot`). */
const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  went: 'go',
  gone: 'go',
  saw: 'see',
  seen: 'see',
  took: 'take',
  made: 'make',
  chose: 'choose',
  chosen: 'choose',
  wrote: 'write',
  written: 'write',
  sent: 'send',
  kept: 'keep',
}

function baseOf(word: string, known: (w: string) => boolean): string | undefined {
  const w = word.toLowerCase()
  if (known(w)) return w
  const irregular = IRREGULAR_PAST[w]
  if (irregular !== undefined && known(irregular)) return irregular
  const candidates: string[] = []
  if (w.endsWith('ies')) candidates.push(`${w.slice(0, -3)}y`)
  if (w.endsWith('ied')) candidates.push(`${w.slice(0, -3)}y`)
  if (w.endsWith('es')) candidates.push(w.slice(0, -2))
  if (w.endsWith('s')) candidates.push(w.slice(0, -1))
  if (w.endsWith('ed')) candidates.push(w.slice(0, -2), w.slice(0, -1))
  if (w.endsWith('ing')) candidates.push(w.slice(0, -3), `${w.slice(0, -3)}e`)
  for (const base of [...candidates]) {
    // tapped -> tapp -> tap; hitting -> hitt -> hit
    if (base.length > 2 && base.at(-1) === base.at(-2)) candidates.push(base.slice(0, -1))
  }
  return candidates.find(known)
}
