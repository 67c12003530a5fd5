import { describe, expect, it } from 'vitest'
import { specPath } from './queries.js'

describe('specPath', () => {
  it('puts folder names in the URL segment by segment, keeping the slashes', () => {
    const p = specPath('demo-shop-api/products')
    expect(p.path).toEqual({ '*': 'demo-shop-api/products' })
    expect(p.serializer('/api-testing/specs/{*}')).toBe('/api-testing/specs/demo-shop-api/products')
  })

  it('encodes each segment and appends the run action', () => {
    expect(specPath('my specs/a+b (v2)', 'run').serializer('/api-testing/specs/{*}')).toBe('/api-testing/specs/my%20specs/a%2Bb%20(v2)/run')
  })
})
