import type { TargetRef, UiAction } from './actions.js'

/**
 * A plan action in one short line (`click clickable:button "Delete" #2 row "Buy milk"`), for the corpus tests and
 * the editor's interpretation; and the structured interpretation the validate endpoint returns per action.
 */

export function summarizeTarget(target: TargetRef): string {
  const parts = [`${target.kind}${target.role ? `:${target.role}` : ''}`]
  if (target.name !== '') parts.push(JSON.stringify(target.name))
  if (target.nth !== undefined) parts.push(target.nth === -1 ? '#last' : `#${target.nth}`)
  if (target.within !== undefined) parts.push(`row ${JSON.stringify(target.within)}`)
  if (target.scope) parts.push(`in ${target.scope.role}`)
  if (target.focused) parts.push('focused')
  return parts.join(' ')
}

export function summarizeUiAction(action: UiAction): string {
  switch (action.kind) {
    case 'navigate':
      return `navigate ${action.url}`
    case 'go_back':
    case 'reload':
    case 'screenshot':
      return action.kind
    case 'fill':
      return `fill ${summarizeTarget(action.target)} ${JSON.stringify(action.value)}`
    case 'click':
      return `${action.button === 'right' ? 'rightclick' : action.double ? 'dblclick' : 'click'} ${summarizeTarget(action.target)}`
    case 'hover':
    case 'check':
    case 'uncheck':
      return `${action.kind} ${summarizeTarget(action.target)}`
    case 'select':
      return `select ${JSON.stringify(action.option)} ${summarizeTarget(action.target)}`
    case 'press':
      return `press ${action.key}${action.target ? ` ${summarizeTarget(action.target)}` : ''}`
    case 'wait': {
      const u = action.until
      if (u.for === 'text') return `wait text ${JSON.stringify(u.text)} ${u.state}`
      if (u.for === 'element') return `wait ${summarizeTarget(u.target)} ${u.state}`
      if (u.for === 'url') return `wait url ${u.op} ${JSON.stringify(u.value)}`
      if (u.for === 'duration' || u.for === 'next_target') return `wait ${u.ms}ms`
      return 'wait load'
    }
    case 'verify_text': {
      const where = `${action.within !== undefined ? ` row ${JSON.stringify(action.within)}` : ''}${action.scope ? ` in ${action.scope.role}` : ''}`
      return `text ${JSON.stringify(action.value)} ${action.visible ? 'visible' : 'hidden'}${where}`
    }
    case 'verify_element':
      return `element ${summarizeTarget(action.target)} ${action.state}`
    case 'verify_value':
      return `${action.of ?? 'value'} ${summarizeTarget(action.target)}${action.op && action.op !== 'equals' ? ` ${action.op}` : ''} ${JSON.stringify(action.value)}`
    case 'verify_url':
    case 'verify_title':
      return `${action.kind === 'verify_url' ? 'url' : 'title'} ${action.op} ${JSON.stringify(action.value)}`
    case 'verify_count':
      return `count ${summarizeTarget(action.target)} ${action.count}`
    case 'verify_order':
      return `order ${JSON.stringify(action.first)} ${JSON.stringify(action.later)}`
    case 'scroll':
      return `scroll ${action.target ? summarizeTarget(action.target) : action.direction}`
    case 'dialog':
      return `dialog ${action.accept ? 'accept' : 'dismiss'}`
    case 'submit':
      return `submit${action.target ? ` ${summarizeTarget(action.target)}` : ''}`
    case 'unknown':
      return 'unknown'
  }
}

/** What the validate endpoint shows for one planned action. */
export interface ActionInterpretation {
  kind: UiAction['kind']
  /** The element, as the step names it (`button "Delete"`), when the action has one. */
  target?: string
  /** A typed value, option, key or expected value. */
  value?: string
  /** Where the element is: `row "Buy milk"`, `list "task"`, `#2`. */
  scope?: string
  /** For checks: what must hold (`visible`, `contains "/done"`, `3 items`). */
  assertion?: string
  summary: string
}

export function interpretUiAction(action: UiAction): ActionInterpretation {
  const out: ActionInterpretation = { kind: action.kind, summary: summarizeUiAction(action) }
  const target =
    'target' in action ? action.target : action.kind === 'wait' && action.until.for === 'element' ? action.until.target : undefined
  if (target) {
    out.target = target.focused
      ? `the focused ${target.role ?? target.kind}`
      : `${target.role ?? target.kind}${target.name !== '' ? ` ${JSON.stringify(target.name)}` : ''}`
    const scope = [
      target.nth !== undefined ? (target.nth === -1 ? 'last' : `#${target.nth}`) : '',
      target.within !== undefined ? `row ${JSON.stringify(target.within)}` : '',
      target.scope ? `${target.scope.role}${target.scope.name ? ` ${JSON.stringify(target.scope.name)}` : ''}` : '',
    ].filter(Boolean)
    // A control named by its role (or purpose) in a row may show only while the row is hovered: the test hovers it first.
    if (target.within !== undefined && ['button', 'link', 'img'].includes(target.role ?? ''))
      scope.push('hovers the row first when the control shows only on hover')
    if (scope.length > 0) out.scope = scope.join(', ')
  }
  switch (action.kind) {
    case 'fill':
      out.value = action.value
      break
    case 'select':
      out.value = action.option
      break
    case 'press':
      out.value = action.key
      break
    case 'navigate':
      out.value = action.url
      break
    case 'verify_text': {
      out.value = action.value
      out.assertion = action.visible ? 'visible' : 'hidden'
      const scope = [
        action.within !== undefined ? `row ${JSON.stringify(action.within)}` : '',
        action.scope ? action.scope.role : '',
      ].filter(Boolean)
      if (scope.length > 0) out.scope = scope.join(', ')
      break
    }
    case 'verify_element':
      out.assertion = action.state
      break
    case 'verify_value':
      out.value = action.value
      out.assertion = `${action.of ?? 'value'} ${(action.op ?? 'equals').replace('_', ' ')}${action.value === '' && (action.op ?? 'equals') === 'equals' ? ' (empty)' : ''}`
      break
    case 'verify_url':
    case 'verify_title':
      out.value = action.value
      out.assertion = `${action.kind === 'verify_url' ? 'URL' : 'title'} ${action.op.replace('_', ' ')}`
      break
    case 'verify_count':
      out.assertion = `${action.count} items`
      break
    case 'verify_order':
      out.value = `${action.first} | ${action.later}`
      out.assertion = `"${action.first}" before "${action.later}"`
      break
    case 'dialog':
      out.value = action.accept ? 'accept' : 'dismiss'
      break
    case 'scroll':
      if (action.direction) out.value = action.direction
      break
  }
  return out
}
