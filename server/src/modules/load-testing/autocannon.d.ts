// The part of autocannon 9's API this module uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    min: number
    mean: number
    average: number
    stddev: number
    max: number
    total?: number
    p50: number
    p75: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
    sent?: number
    totalCount?: number
  }
  export interface AutocannonResult {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram
    throughput: Histogram
  }
  export interface AutocannonOptions {
    url: string
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    /** Workers etc. are not used. */
  }
  export interface Instance extends PromiseLike<AutocannonResult> {
    stop(): void
    on(event: 'error', listener: (err: Error) => void): this
  }
  function autocannon(options: AutocannonOptions): Instance
  export default autocannon
}
