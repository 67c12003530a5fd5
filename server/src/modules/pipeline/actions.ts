/**
 * Typed actions the rules planner produces from spec steps. Every closed set is an `as const` array with its union
 * type derived from it; docs/ui-spec-format.md lists the phrasings that produce each kind.
 */

export const ACTION_KINDS = [
  'navigate',
  'go_back',
  'reload',
  'fill',
  'click',
  'hover',
  'select',
  'check',
  'uncheck',
  'press',
  'wait',
  'verify_text',
  'verify_element',
  'verify_value',
  'verify_url',
  'verify_title',
  'verify_count',
  'verify_order',
  'scroll',
  'screenshot',
  'dialog',
  'submit',
  'unknown',
] as const
export type ActionKind = (typeof ACTION_KINDS)[number]

/** Kinds that only look at the page; their expected values are guarded against healing (guardrails.ts). */
export const ASSERTION_KINDS = [
  'verify_text',
  'verify_element',
  'verify_value',
  'verify_url',
  'verify_title',
  'verify_count',
  'verify_order',
] as const
export type AssertionKind = (typeof ASSERTION_KINDS)[number]

/** What sort of element a step talks about; decides which locator strategies the resolver tries. */
export const TARGET_KINDS = ['clickable', 'field', 'dropdown', 'toggle', 'table', 'list', 'text', 'element', 'message'] as const
export type TargetKind = (typeof TARGET_KINDS)[number]

export const ELEMENT_STATES = ['visible', 'hidden', 'enabled', 'disabled', 'checked', 'unchecked', 'focused'] as const
export type ElementState = (typeof ELEMENT_STATES)[number]

/** Role nouns a step may name after its target ("the "Sign in" button"); they narrow the roles tried first. */
export const ROLE_HINTS = ['button', 'link', 'tab', 'menuitem', 'checkbox', 'radio', 'option', 'heading', 'img'] as const
export type RoleHint = (typeof ROLE_HINTS)[number]

export const MATCH_OPS = ['contains', 'equals', 'starts_with', 'ends_with'] as const
export type MatchOp = (typeof MATCH_OPS)[number]

/** How a step names an element: the way a person would ("the Username field", `"Add to cart" for "Ceramic Mug"`). */
export interface TargetRef {
  kind: TargetKind
  /** Label, accessible name or visible text as written; may hold `{{VAR}}` placeholders. */
  name: string
  /** Text of the list item, card or table row the element is in (`… for "Ceramic Mug"`). */
  within?: string
  role?: RoleHint
  /** Which of several matches: 1-based, -1 for the last (`the second "Delete" button`). */
  nth?: number
  /** The page region the element is in (`in the task list`, `in the header`, `in the dialog`). */
  scope?: RegionScope
  /**
   * The element that has focus after the previous step (`Type "x"` with no target, after a double-click opened an
   * inline editor). Found on the live page when planning, then located by its role in its row, never by `:focus`.
   */
  focused?: true
}

/** Landmark and container roles a step may name as a region; the name is the words before the noun, if any. */
export const REGION_ROLES = [
  'list',
  'table',
  'banner',
  'contentinfo',
  'dialog',
  'navigation',
  'complementary',
  'main',
  'form',
  'region',
  'menu',
  'toolbar',
] as const
export type RegionRole = (typeof REGION_ROLES)[number]

export interface RegionScope {
  role: RegionRole
  /** Words that may be its accessible name ("task" in `the task list`); tried first, then the role alone. */
  name?: string
  /**
   * The step quoted the name (`the "Vehicle details" section`): it is the region's accessible name, so the region is
   * that one only (never any region of the role).
   */
  quoted?: true
}

interface Base {
  /** Spec line of the step (or expected-outcome bullet) this action comes from. */
  line: number
  /** The step as written. */
  text: string
}

export type WaitCondition =
  | { for: 'text'; text: string; state: 'visible' | 'hidden' }
  | { for: 'element'; target: TargetRef; state: ElementState }
  | { for: 'url'; op: MatchOp; value: string }
  | { for: 'load' }
  /** "Wait 2 seconds" as written; the planner replaces it with `next_target` or `load`. */
  | { for: 'duration'; ms: number }
  /** Waits for the next step's target to be visible (what a fixed delay usually stands in for). */
  | { for: 'next_target'; target: TargetRef; ms: number }

export type UiAction =
  | (Base & { kind: 'navigate'; url: string })
  | (Base & { kind: 'go_back' })
  | (Base & { kind: 'reload' })
  | (Base & { kind: 'fill'; target: TargetRef; value: string })
  | (Base & { kind: 'click'; target: TargetRef; double?: boolean; button?: 'right' })
  | (Base & { kind: 'hover'; target: TargetRef })
  | (Base & { kind: 'select'; target: TargetRef; option: string })
  | (Base & { kind: 'check'; target: TargetRef })
  | (Base & { kind: 'uncheck'; target: TargetRef })
  | (Base & { kind: 'press'; key: string; target?: TargetRef })
  | (Base & { kind: 'wait'; until: WaitCondition })
  | (Base & { kind: 'verify_text'; value: string; visible: boolean; scope?: RegionScope; within?: string })
  | (Base & { kind: 'verify_element'; target: TargetRef; state: ElementState })
  /** A field's value (or its placeholder) equals / contains the expected text; `""` with equals = the field is empty. */
  | (Base & { kind: 'verify_value'; target: TargetRef; value: string; op?: MatchOp; of?: 'placeholder' })
  | (Base & { kind: 'verify_url'; op: MatchOp; value: string })
  | (Base & { kind: 'verify_title'; op: MatchOp; value: string })
  | (Base & { kind: 'verify_count'; target: TargetRef; count: number })
  /** `"A" appears before "B"`: A's first occurrence precedes B's in the page text. */
  | (Base & { kind: 'verify_order'; first: string; later: string })
  /** `Scroll to …` (target) or `Scroll down/up` (direction). */
  | (Base & { kind: 'scroll'; target?: TargetRef; direction?: 'down' | 'up' | 'top' | 'bottom' })
  | (Base & { kind: 'screenshot' })
  /** Accept or dismiss the next browser dialog (alert, confirm, prompt); armed before the step that opens it. */
  | (Base & { kind: 'dialog'; accept: boolean })
  /** Submits the form (of the named target, else the page's only form) as pressing its submit button would. */
  | (Base & { kind: 'submit'; target?: TargetRef })
  | (Base & { kind: 'unknown'; reason: string })

export type ActionOf<K extends ActionKind> = Extract<UiAction, { kind: K }>

export function isAssertion(action: UiAction): action is ActionOf<AssertionKind> {
  return (ASSERTION_KINDS as readonly string[]).includes(action.kind)
}

/** The element an action works on, if any (a `verify_text` has none: its text is the expectation). */
export function actionTarget(action: UiAction): TargetRef | undefined {
  switch (action.kind) {
    case 'fill':
    case 'click':
    case 'hover':
    case 'select':
    case 'check':
    case 'uncheck':
    case 'verify_element':
    case 'verify_value':
    case 'verify_count':
      return action.target
    case 'scroll':
    case 'submit':
      return action.target
    case 'press':
      return action.target
    case 'wait':
      return action.until.for === 'element' || action.until.for === 'next_target' ? action.until.target : undefined
    default:
      return undefined
  }
}

/** Actions that change the page (after them, an earlier check no longer describes the final state). */
export function changesPage(action: UiAction): boolean {
  return ['navigate', 'go_back', 'reload', 'fill', 'click', 'select', 'check', 'uncheck', 'press', 'submit'].includes(action.kind)
}
