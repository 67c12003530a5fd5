/**
 * The vocabulary of the order-free role reading (role-reading.ts): which words are actions, check words, states,
 * negations, relations, fillers and role nouns. Verbs are listed by their base form; {@link lemma} in role-reading.ts
 * reduces inflections and participles to it.
 */

export type ActionKind =
  | 'click'
  | 'dblclick'
  | 'rightclick'
  | 'hover'
  | 'fill'
  | 'select'
  | 'check'
  | 'uncheck'
  | 'navigate'
  | 'submit'
  | 'reload'
export type State = 'visible' | 'hidden' | 'enabled' | 'disabled' | 'checked' | 'unchecked' | 'focused'

/** Base verb -> action. Inflections and participles are reduced by lemma ("clicked", "chosen", "typed"). */
export const ACTIONS: Readonly<Record<string, ActionKind>> = {
  click: 'click',
  tap: 'click',
  press: 'click',
  hit: 'click',
  follow: 'click',
  push: 'click',
  'double-click': 'dblclick',
  doubleclick: 'dblclick',
  'right-click': 'rightclick',
  rightclick: 'rightclick',
  hover: 'hover',
  enter: 'fill',
  type: 'fill',
  input: 'fill',
  fill: 'fill',
  write: 'fill',
  put: 'fill',
  insert: 'fill',
  provide: 'fill',
  select: 'select',
  choose: 'select',
  pick: 'select',
  sort: 'select',
  filter: 'select',
  tick: 'check',
  activate: 'check',
  deactivate: 'uncheck',
  untick: 'uncheck',
  uncheck: 'uncheck',
  open: 'navigate',
  visit: 'navigate',
  navigate: 'navigate',
  go: 'navigate',
  browse: 'navigate',
  load: 'navigate',
  submit: 'submit',
  send: 'submit',
  reload: 'reload',
  refresh: 'reload',
}
export const IRREGULAR: Readonly<Record<string, string>> = {
  chosen: 'choose',
  chose: 'choose',
  written: 'write',
  wrote: 'write',
  put: 'put',
  sent: 'send',
}

/** Words that say the step is a check; they add nothing else. */
export const CHECK_WORDS = new Set([
  'verify',
  'verified',
  'assert',
  'asserted',
  'ensure',
  'expect',
  'expected',
  'confirm',
  'validate',
  'check',
  'see',
  'seen',
  'observe',
  'sure',
  'make',
])
export const STATES: Readonly<Record<string, State>> = {
  visible: 'visible',
  shown: 'visible',
  show: 'visible',
  shows: 'visible',
  showing: 'visible',
  displayed: 'visible',
  display: 'visible',
  displays: 'visible',
  displaying: 'visible',
  listed: 'visible',
  appear: 'visible',
  appears: 'visible',
  appeared: 'visible',
  appearing: 'visible',
  present: 'visible',
  coming: 'visible',
  come: 'visible',
  comes: 'visible',
  exist: 'visible',
  exists: 'visible',
  existing: 'visible',
  hidden: 'hidden',
  invisible: 'hidden',
  gone: 'hidden',
  absent: 'hidden',
  disappear: 'hidden',
  disappears: 'hidden',
  disappeared: 'hidden',
  enabled: 'enabled',
  disabled: 'disabled',
  checked: 'checked',
  ticked: 'checked',
  unchecked: 'unchecked',
  unticked: 'unchecked',
  focused: 'focused',
}
export const NEGATIONS = new Set(['not', 'no', 'never', 'longer'])
/**
 * Words that relate one thing to another or join clauses: a step holding one says more than its roles (`the task
 * lists contain "X"`, `"A" and "B"`, `… after login`), so it gets no order-free reading.
 */
export const RELATIONS = new Set(
  (
    'contain contains contained containing include includes included equal equals say says said read reads match ' +
    'matches hold holds has have had mention mentions start starts end ends begin begins become becomes change ' +
    'changes remain remains stay stays look looks seem seems and or but nor than after before until unless while ' +
    'when because since above below under over between ' +
    // actions no step does: a step naming one is reported, never read as another
    'download downloads downloaded upload uploads uploaded drag drags dragged drop drops dropped attach attaches ' +
    'attached copy copies copied paste pastes pasted print prints printed zoom swipe swiped close closes closed ' +
    'play plays played stop stops stopped resize resized'
  ).split(' '),
)
/** Words with no role of their own: articles, auxiliaries, pronouns, prepositions, politeness, emphasis. */
export const FILLERS = new Set(
  (
    'i we you am the a an it itself its this that whether if only just then so ok okay please kindly also now again there ' +
    'successfully correctly properly really actually indeed still exactly is are be been being was were should must will ' +
    'shall can could would may might to gets get got do does did in into inside within on onto at from ' +
    'with using via by as for of up , :'
  ).split(' '),
)

/** Fillers that do not part neighbours: `the "Save" button itself`, `the only "Apply" button`. */
export const SOFT = new Set(['the', 'a', 'an', 'itself', 'only', 'just', ','])

/** Role nouns, longest first, with the kind of control they name (the written noun is kept for the sentence). */
export const NOUNS: [string, 'clickable' | 'field' | 'dropdown' | 'toggle' | 'element' | 'list' | 'page' | 'form'][] = [
  ['radio button', 'toggle'],
  ['menu item', 'clickable'],
  ['check box', 'toggle'],
  ['text field', 'field'],
  ['text box', 'field'],
  ['text area', 'field'],
  ['input field', 'field'],
  ['search box', 'field'],
  ['combo box', 'dropdown'],
  ['list box', 'dropdown'],
  ['checkbox', 'toggle'],
  ['radio', 'toggle'],
  ['toggle', 'toggle'],
  ['switch', 'toggle'],
  ['textbox', 'field'],
  ['textarea', 'field'],
  ['field', 'field'],
  ['input', 'field'],
  ['box', 'field'],
  ['dropdown', 'dropdown'],
  ['combobox', 'dropdown'],
  ['listbox', 'dropdown'],
  ['selector', 'dropdown'],
  ['button', 'clickable'],
  ['link', 'clickable'],
  ['tab', 'clickable'],
  ['icon', 'clickable'],
  ['image', 'clickable'],
  ['heading', 'element'],
  ['list', 'list'],
  ['table', 'list'],
  ['grid', 'list'],
  ['page', 'page'],
  ['site', 'page'],
  ['website', 'page'],
  ['screen', 'page'],
  ['url', 'page'],
  ['address', 'page'],
  ['form', 'form'],
]
