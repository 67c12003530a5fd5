// A checker for the JSON Schema subset OpenAPI 3.0 uses in the demo shop's document. Errors name the instance
// path (`$.price`) and the schema path (`#/components/schemas/Product/properties/price/type`), the way an API
// test report should.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

const typeOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)
const describe = (value) => `${typeOf(value)} ${JSON.stringify(value)}`

function resolve(doc, schema, schemaPath) {
  if (!schema.$ref) return { schema, schemaPath }
  const target = schema.$ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node[key], doc)
  return resolve(doc, target, schema.$ref)
}

export function validate(doc, rootSchema, rootValue, rootSchemaPath = '#') {
  const errors = []
  const fail = (path, schemaPath, message) => errors.push({ path, schemaPath, message })

  function walk(inputSchema, value, path, inputSchemaPath) {
    const { schema, schemaPath } = resolve(doc, inputSchema, inputSchemaPath)
    if (value === null && schema.nullable) return
    if (schema.type) {
      const actual = typeOf(value)
      const ok = schema.type === 'integer' ? Number.isInteger(value) : actual === schema.type
      if (!ok) return fail(path, `${schemaPath}/type`, `expected ${schema.type}, got ${describe(value)}`)
    }
    if (schema.enum && !schema.enum.some((e) => e === value)) {
      fail(path, `${schemaPath}/enum`, `expected one of ${JSON.stringify(schema.enum)}, got ${describe(value)}`)
    }
    if (typeof value === 'string') {
      if (schema.minLength !== undefined && value.length < schema.minLength)
        fail(path, `${schemaPath}/minLength`, `shorter than ${schema.minLength}`)
      if (schema.maxLength !== undefined && value.length > schema.maxLength)
        fail(path, `${schemaPath}/maxLength`, `longer than ${schema.maxLength}`)
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) fail(path, `${schemaPath}/pattern`, `does not match ${schema.pattern}`)
      if (schema.format === 'email' && !EMAIL.test(value)) fail(path, `${schemaPath}/format`, `not an email: ${JSON.stringify(value)}`)
      if (schema.format === 'date-time' && !DATE_TIME.test(value))
        fail(path, `${schemaPath}/format`, `not a date-time: ${JSON.stringify(value)}`)
    }
    if (typeof value === 'number') {
      if (schema.minimum !== undefined) {
        const below = schema.exclusiveMinimum ? value <= schema.minimum : value < schema.minimum
        if (below) fail(path, `${schemaPath}/minimum`, `${value} is below the minimum ${schema.minimum}`)
      }
      if (schema.maximum !== undefined && value > schema.maximum) fail(path, `${schemaPath}/maximum`, `${value} is above ${schema.maximum}`)
    }
    if (Array.isArray(value)) {
      if (schema.minItems !== undefined && value.length < schema.minItems)
        fail(path, `${schemaPath}/minItems`, `fewer than ${schema.minItems} items`)
      if (schema.items) for (const [i, item] of value.entries()) walk(schema.items, item, `${path}[${i}]`, `${schemaPath}/items`)
    }
    if (typeOf(value) === 'object') {
      for (const key of schema.required ?? []) {
        if (!(key in value)) fail(`${path}.${key}`, `${schemaPath}/required`, `required field ${key} is missing`)
      }
      for (const [key, child] of Object.entries(value)) {
        const property = schema.properties?.[key]
        if (property) walk(property, child, `${path}.${key}`, `${schemaPath}/properties/${key}`)
        else if (schema.additionalProperties === false)
          fail(`${path}.${key}`, `${schemaPath}/additionalProperties`, `unexpected field ${key}`)
      }
    }
  }

  walk(rootSchema, rootValue, '$', rootSchemaPath)
  return errors
}
