// Minimal types for the part of autocannon the benchmarks use.
declare module 'autocannon' {
  interface Options {
    url: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
    method?: string
    body?: string
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
  }
  function autocannon(opts: Options): Promise<Result>
  export default autocannon
}
