import { describe, expect, it } from 'vitest'
import { codeFileName, dispositionFileName, openApiFileType, prettyJson, testTitle } from './spec-text.js'

describe('prettyJson', () => {
  it('indents objects and JSON held in strings, and leaves other text alone', () => {
    expect(prettyJson({ status: 201, body: { id: 7 } })).toBe('{\n  "status": 201,\n  "body": {\n    "id": 7\n  }\n}')
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}')
    expect(prettyJson('{not json')).toBe('{not json')
    expect(prettyJson('plain text')).toBe('plain text')
    expect(prettyJson(null)).toBe('null')
  })
})

describe('file names', () => {
  it('names downloaded code after the spec, as the server does', () => {
    expect(codeFileName('demo-shop-api/products')).toBe('products.api.spec.ts')
    expect(codeFileName('health')).toBe('health.api.spec.ts')
  })

  it('reads Content-Disposition when it is exposed', () => {
    expect(dispositionFileName('attachment; filename="products.api.spec.ts"')).toBe('products.api.spec.ts')
    expect(dispositionFileName(null)).toBeNull()
  })

  it('gives picked OpenAPI files a media type the API accepts', () => {
    expect(openApiFileType('openapi.JSON')).toBe('application/json')
    expect(openApiFileType('api.yml')).toBe('application/yaml')
    expect(openApiFileType('api.yaml')).toBe('application/yaml')
    expect(openApiFileType('swagger')).toBe('text/plain')
  })
})

describe('testTitle', () => {
  it('keeps what follows the method and path of a heading', () => {
    expect(testTitle({ name: 'POST /api/products — Add a product (admin)', method: 'POST', path: '/api/products' })).toBe(
      'Add a product (admin)',
    )
    expect(testTitle({ name: 'GET /p/{{id}} (after delete)', method: 'GET', path: '/p/{{id}}' })).toBe('after delete')
    expect(testTitle({ name: 'GET /a - spaced hyphen', method: 'GET', path: '/a' })).toBe('spaced hyphen')
    expect(testTitle({ name: 'GET /a', method: 'GET', path: '/a' })).toBe('')
  })
})
