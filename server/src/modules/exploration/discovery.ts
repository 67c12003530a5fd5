import type { FlowStep } from './crawl-policy.js'

/** What a crawl found, as stored on the session and returned by the API. */
export interface DiscoveredPage {
  url: string
  /** Path with ids generalised (`/orders/{id}`): a page's identity. */
  template: string
  title: string
  status: number | null
  /** File name under the session's screenshot folder, when one was taken. */
  screenshot: string | null
  depth: number
  /** How the crawler first got here. */
  reached_by: FlowStep[]
}

export interface FormInput {
  name: string
  type: string
  label: string
  required: boolean
}

export interface FormSubmission {
  status: number | null
  url: string
  outcome: 'navigated' | 'same_page' | 'error' | 'blocked'
  messages: string[]
}

export interface DiscoveredForm {
  /** `METHOD /action/template [field,names]`: one form however many pages repeat it. */
  key: string
  page: string
  page_url: string
  method: string
  action: string
  name: string
  submit_text: string
  inputs: FormInput[]
  /** Messages shown when the form was submitted empty (browser or server validation). */
  validation_messages: string[]
  /** The result of a submission with sample values. */
  submission: FormSubmission | null
  /** Why the crawler did not submit it (destructive, budget), else null. */
  skipped_reason: string | null
}

export interface DiscoveredEndpoint {
  method: string
  template: string
  statuses: number[]
  count: number
  /** `network`: seen while crawling; `openapi`: listed by the site's OpenAPI document (never called). */
  source: 'network' | 'openapi'
  resource_type: string
}

export interface DiscoveredFlow {
  name: string
  steps: FlowStep[]
  start: string
  end: string
}

export interface DiscoveredError {
  kind: 'console' | 'page_error' | 'http'
  message: string
  url: string
  status: number | null
  count: number
}

export interface SkippedAction {
  kind: 'link' | 'form' | 'request'
  target: string
  url: string
  reason: string
}

export interface Discovered {
  pages: DiscoveredPage[]
  forms: DiscoveredForm[]
  endpoints: DiscoveredEndpoint[]
  flows: DiscoveredFlow[]
  errors: DiscoveredError[]
  skipped: SkippedAction[]
}

export const emptyDiscovered = (): Discovered => ({ pages: [], forms: [], endpoints: [], flows: [], errors: [], skipped: [] })
