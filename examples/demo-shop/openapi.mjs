import { COLORS, USERS } from './store.mjs'
import { VARIANT_NAMES } from './variants.mjs'

// The document describes the baseline variant exactly (responses are closed with additionalProperties: false),
// so every deviation of the broken variant shows up as a status, field or schema failure.

const ref = (name) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema, example) => ({ 'application/json': { schema, example } })
const body = (schemaName, example) => ({ required: true, content: json(ref(schemaName), example) })
const response = (description, schemaName, example, headers) => ({
  description,
  ...(headers && { headers }),
  content: json(ref(schemaName), example),
})
const use = (name) => ({ $ref: `#/components/responses/${name}` })
const secured = [{ bearerAuth: [] }]
const idParam = (description, example) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'integer', minimum: 1 },
  example,
})
const validation = (details) => ({
  description: 'Validation failed; `details` names each rejected field.',
  content: json(ref('Error'), {
    error: 'validation_error',
    message: details.map((d) => `${d.field}: ${d.message}`).join('; '),
    details,
  }),
})
const locationHeader = (description) => ({ Location: { description, schema: { type: 'string' } } })

const lamp = {
  id: 1,
  name: 'Desk Lamp',
  description: 'Adjustable LED desk lamp with a warm-white glow.',
  price: 24.99,
  color: 'Black',
  stock: 12,
  created_at: '2024-05-01T09:00:00.000Z',
}
const mug = {
  id: 2,
  name: 'Ceramic Mug',
  description: 'Stoneware mug that holds 350 ml of coffee.',
  price: 9.5,
  color: 'Blue',
  stock: 40,
  created_at: '2024-05-01T09:00:00.000Z',
}
const newProduct = {
  name: 'Desk Organizer',
  price: 18.5,
  color: 'Green',
  stock: 5,
  description: 'Bamboo organizer with five compartments.',
}
const orderInput = {
  name: 'Alice Liddell',
  email: 'alice@example.com',
  address: '1 Rabbit Hole Lane, Oxford',
  card_number: '4242 4242 4242 4242',
  gift_wrap: true,
  items: [
    { product_id: 2, quantity: 2 },
    { product_id: 1, quantity: 1 },
  ],
}
const orderLines = [
  { product_id: 2, name: 'Ceramic Mug', unit_price: 9.5, quantity: 2, line_total: 19 },
  { product_id: 1, name: 'Desk Lamp', unit_price: 24.99, quantity: 1, line_total: 24.99 },
]
const order = {
  id: 1002,
  status: 'placed',
  customer: 'alice',
  name: 'Alice Liddell',
  email: 'alice@example.com',
  address: '1 Rabbit Hole Lane, Oxford',
  card_last4: '4242',
  gift_wrap: true,
  items: orderLines,
  item_count: 3,
  total: 43.99,
  currency: 'USD',
  created_at: '2024-05-01T10:15:00.000Z',
}
const cartWithMugs = {
  items: [{ id: 1, product_id: 2, name: 'Ceramic Mug', unit_price: 9.5, quantity: 2, line_total: 19 }],
  item_count: 2,
  total: 19,
  currency: 'USD',
}

const schemas = {
  Error: {
    type: 'object',
    description: 'Every error response. `details` is present on 422 only.',
    required: ['error', 'message'],
    additionalProperties: false,
    properties: {
      error: { type: 'string', description: 'Stable machine-readable code', example: 'not_found' },
      message: { type: 'string', example: 'Product 99 not found' },
      details: { type: 'array', items: ref('ValidationDetail') },
    },
  },
  ValidationDetail: {
    type: 'object',
    required: ['field', 'message'],
    additionalProperties: false,
    properties: { field: { type: 'string', example: 'email' }, message: { type: 'string', example: 'Enter a valid email address' } },
  },
  Health: {
    type: 'object',
    required: ['status', 'variant', 'uptime_s'],
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: ['ok'] },
      variant: { type: 'string', enum: VARIANT_NAMES, description: 'Which behaviour DEMO_VARIANT selected' },
      uptime_s: { type: 'integer', minimum: 0 },
    },
  },
  ResetResult: {
    type: 'object',
    required: ['status', 'products'],
    additionalProperties: false,
    properties: { status: { type: 'string', enum: ['reset'] }, products: { type: 'integer', minimum: 0 } },
  },
  LoginRequest: {
    type: 'object',
    required: ['username', 'password'],
    properties: { username: { type: 'string', minLength: 1 }, password: { type: 'string', minLength: 1, format: 'password' } },
  },
  User: {
    type: 'object',
    required: ['username', 'role'],
    additionalProperties: false,
    properties: { username: { type: 'string' }, role: { type: 'string', enum: ['customer', 'admin'] } },
  },
  LoginResult: {
    type: 'object',
    required: ['token', 'token_type', 'user'],
    additionalProperties: false,
    properties: {
      token: { type: 'string', minLength: 16, description: 'Send as `Authorization: Bearer <token>`' },
      token_type: { type: 'string', enum: ['Bearer'] },
      user: ref('User'),
    },
  },
  Product: {
    type: 'object',
    required: ['id', 'name', 'description', 'price', 'color', 'stock', 'created_at'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1 },
      name: { type: 'string', minLength: 1, maxLength: 80 },
      description: { type: 'string', maxLength: 500 },
      price: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10000, description: 'USD, at most 2 decimals' },
      color: { type: 'string', enum: COLORS },
      stock: { type: 'integer', minimum: 0 },
      created_at: { type: 'string', format: 'date-time' },
    },
  },
  ProductInput: {
    type: 'object',
    description: 'A full product (PUT replaces every field; omitted optional fields get their defaults).',
    required: ['name', 'price', 'color'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 80 },
      price: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10000, description: 'USD, at most 2 decimals' },
      color: { type: 'string', enum: COLORS },
      stock: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
      description: { type: 'string', maxLength: 500, default: '' },
    },
  },
  ProductList: {
    type: 'object',
    required: ['items', 'total', 'limit', 'offset'],
    additionalProperties: false,
    properties: {
      items: { type: 'array', items: ref('Product') },
      total: { type: 'integer', minimum: 0, description: 'Matches before limit/offset' },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      offset: { type: 'integer', minimum: 0 },
    },
  },
  CartItemInput: {
    type: 'object',
    required: ['product_id'],
    properties: {
      product_id: { type: 'integer', minimum: 1 },
      quantity: { type: 'integer', minimum: 1, maximum: 99, default: 1, description: 'Added to the existing line for that product' },
    },
  },
  CartItem: {
    type: 'object',
    required: ['id', 'product_id', 'name', 'unit_price', 'quantity', 'line_total'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1, description: 'Cart line id (use with DELETE /api/cart/items/{id})' },
      product_id: { type: 'integer', minimum: 1 },
      name: { type: 'string' },
      unit_price: { type: 'number' },
      quantity: { type: 'integer', minimum: 1, maximum: 99 },
      line_total: { type: 'number', description: 'unit_price x quantity' },
    },
  },
  Cart: {
    type: 'object',
    required: ['items', 'item_count', 'total', 'currency'],
    additionalProperties: false,
    properties: {
      items: { type: 'array', items: ref('CartItem') },
      item_count: { type: 'integer', minimum: 0, description: 'Sum of quantities' },
      total: { type: 'number', minimum: 0, description: 'Sum of line_total' },
      currency: { type: 'string', enum: ['USD'] },
    },
  },
  OrderInput: {
    type: 'object',
    required: ['name', 'email', 'address', 'card_number', 'items'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      email: { type: 'string', format: 'email', maxLength: 254 },
      address: { type: 'string', minLength: 1, maxLength: 300 },
      card_number: {
        type: 'string',
        pattern: '^[0-9 -]+$',
        description: '13-19 digits (spaces and dashes allowed) passing the Luhn check; only the last 4 are kept',
      },
      gift_wrap: { type: 'boolean', default: false },
      items: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['product_id', 'quantity'],
          properties: { product_id: { type: 'integer', minimum: 1 }, quantity: { type: 'integer', minimum: 1, maximum: 99 } },
        },
      },
    },
  },
  OrderLine: {
    type: 'object',
    required: ['product_id', 'name', 'unit_price', 'quantity', 'line_total'],
    additionalProperties: false,
    properties: {
      product_id: { type: 'integer', minimum: 1 },
      name: { type: 'string' },
      unit_price: { type: 'number' },
      quantity: { type: 'integer', minimum: 1, maximum: 99 },
      line_total: { type: 'number', description: 'unit_price x quantity' },
    },
  },
  Order: {
    type: 'object',
    required: [
      'id',
      'status',
      'customer',
      'name',
      'email',
      'address',
      'card_last4',
      'gift_wrap',
      'items',
      'item_count',
      'total',
      'currency',
      'created_at',
    ],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1001, description: 'The order number shown on the confirmation page' },
      status: { type: 'string', enum: ['placed'] },
      customer: { type: 'string', description: 'Username of the account that placed the order' },
      name: { type: 'string' },
      email: { type: 'string', format: 'email' },
      address: { type: 'string' },
      card_last4: { type: 'string', pattern: '^[0-9]{4}$' },
      gift_wrap: { type: 'boolean' },
      items: { type: 'array', minItems: 1, items: ref('OrderLine') },
      item_count: { type: 'integer', minimum: 1 },
      total: { type: 'number', minimum: 0, description: 'Sum of line_total; there are no fees' },
      currency: { type: 'string', enum: ['USD'] },
      created_at: { type: 'string', format: 'date-time' },
    },
  },
}

const responses = {
  BadRequest: {
    description: 'The body is not valid JSON or not a JSON object.',
    content: json(ref('Error'), { error: 'bad_request', message: 'The request body is not valid JSON' }),
  },
  UnsupportedMediaType: {
    description: 'The body was not sent as application/json.',
    content: json(ref('Error'), { error: 'unsupported_media_type', message: 'Send the body as application/json' }),
  },
  Unauthorized: {
    description: 'No bearer token, or an unknown one.',
    headers: { 'WWW-Authenticate': { description: 'Always `Bearer realm="demo-shop"`', schema: { type: 'string' } } },
    content: json(ref('Error'), { error: 'unauthorized', message: 'Send a bearer token: Authorization: Bearer <token>' }),
  },
  Forbidden: {
    description: 'Signed in, but not as an admin.',
    content: json(ref('Error'), { error: 'forbidden', message: 'This operation needs the admin role' }),
  },
  ProductNotFound: {
    description: 'No product with that id.',
    content: json(ref('Error'), { error: 'not_found', message: 'Product 99 not found' }),
  },
  InvalidId: validation([{ field: 'id', message: 'id must be a positive integer' }]),
}

const bodyErrors = { 400: use('BadRequest'), 415: use('UnsupportedMediaType') }

const paths = {
  '/api/health': {
    get: {
      tags: ['system'],
      operationId: 'getHealth',
      summary: 'Liveness and the active variant',
      responses: { 200: response('The shop is up.', 'Health', { status: 'ok', variant: 'baseline', uptime_s: 42 }) },
    },
  },
  '/api/openapi.json': {
    get: {
      tags: ['system'],
      operationId: 'getOpenApi',
      summary: 'This document (servers[0].url is the address the request came to)',
      responses: {
        200: {
          description: 'The OpenAPI 3.0 document.',
          content: json({ type: 'object', required: ['openapi', 'info', 'paths'] }, { openapi: '3.0.3', info: { title: 'Demo Shop API' } }),
        },
      },
    },
  },
  '/api/test/reset': {
    post: {
      tags: ['testing'],
      operationId: 'resetState',
      summary: 'Restore the seed data',
      description: 'Restores the 6 seeded products and order 1001, and empties every cart. Sign-ins and tokens stay valid.',
      responses: { 200: response('State restored.', 'ResetResult', { status: 'reset', products: 6 }) },
    },
  },
  '/api/auth/login': {
    post: {
      tags: ['auth'],
      operationId: 'login',
      summary: 'Exchange a username and password for a bearer token',
      requestBody: body('LoginRequest', { username: 'alice', password: 'Wonderland1!' }),
      responses: {
        200: response('Signed in.', 'LoginResult', {
          token: 'Zq3c1mJ2o9vX0pQ7rT5uW8yA1bC4dE6f',
          token_type: 'Bearer',
          user: { username: 'alice', role: 'customer' },
        }),
        ...bodyErrors,
        401: {
          description: 'Unknown user or wrong password.',
          content: json(ref('Error'), { error: 'invalid_credentials', message: 'Invalid username or password' }),
        },
        422: validation([{ field: 'password', message: 'password is required' }]),
      },
    },
  },
  '/api/auth/me': {
    get: {
      tags: ['auth'],
      operationId: 'getCurrentUser',
      summary: 'The user the bearer token belongs to',
      security: secured,
      responses: { 200: response('The signed-in user.', 'User', { username: 'alice', role: 'customer' }), 401: use('Unauthorized') },
    },
  },
  '/api/products': {
    get: {
      tags: ['products'],
      operationId: 'listProducts',
      summary: 'List products, optionally searched and filtered',
      parameters: [
        {
          name: 'q',
          in: 'query',
          description: 'Case-insensitive substring of the name or description',
          schema: { type: 'string' },
          example: 'mug',
        },
        {
          name: 'color',
          in: 'query',
          description: 'Exact color (case-insensitive)',
          schema: { type: 'string', enum: COLORS },
          example: 'Blue',
        },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, example: 10 },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 }, example: 0 },
      ],
      responses: {
        200: response(
          'Matching products in id order.',
          'ProductList',
          { items: [mug], total: 1, limit: 10, offset: 0 },
          {
            'X-Total-Count': { description: 'Same as `total`', schema: { type: 'integer', minimum: 0 } },
          },
        ),
        422: validation([{ field: 'limit', message: 'limit must be a whole number from 1 to 100' }]),
      },
    },
    post: {
      tags: ['products'],
      operationId: 'createProduct',
      summary: 'Add a product (admin)',
      security: secured,
      requestBody: body('ProductInput', newProduct),
      responses: {
        201: response(
          'Created.',
          'Product',
          { id: 7, ...newProduct, created_at: '2024-05-01T10:00:00.000Z' },
          locationHeader('`/api/products/{id}` of the new product'),
        ),
        ...bodyErrors,
        401: use('Unauthorized'),
        403: use('Forbidden'),
        422: validation([
          { field: 'name', message: 'Product name is required' },
          { field: 'price', message: 'Price is required' },
        ]),
      },
    },
  },
  '/api/products/{id}': {
    get: {
      tags: ['products'],
      operationId: 'getProduct',
      summary: 'One product',
      parameters: [idParam('Product id', 1)],
      responses: { 200: response('The product.', 'Product', lamp), 404: use('ProductNotFound'), 422: use('InvalidId') },
    },
    put: {
      tags: ['products'],
      operationId: 'updateProduct',
      summary: 'Replace a product (admin)',
      security: secured,
      parameters: [idParam('Product id', 1)],
      requestBody: body('ProductInput', {
        name: 'Desk Lamp',
        price: 22.99,
        color: 'Black',
        stock: 10,
        description: 'Adjustable LED desk lamp with a warm-white glow.',
      }),
      responses: {
        200: response('The updated product.', 'Product', { ...lamp, price: 22.99, stock: 10 }),
        ...bodyErrors,
        401: use('Unauthorized'),
        403: use('Forbidden'),
        404: use('ProductNotFound'),
        422: validation([{ field: 'color', message: `Color must be one of ${COLORS.join(', ')}` }]),
      },
    },
    delete: {
      tags: ['products'],
      operationId: 'deleteProduct',
      summary: 'Delete a product (admin)',
      security: secured,
      // A different example id than GET/PUT so running every operation once leaves product 1 readable.
      parameters: [idParam('Product id', 6)],
      responses: {
        204: { description: 'Deleted.' },
        401: use('Unauthorized'),
        403: use('Forbidden'),
        404: use('ProductNotFound'),
        422: use('InvalidId'),
      },
    },
  },
  '/api/cart': {
    get: {
      tags: ['cart'],
      operationId: 'getCart',
      summary: "The signed-in user's cart (shared with the web UI)",
      security: secured,
      responses: { 200: response('The cart.', 'Cart', cartWithMugs), 401: use('Unauthorized') },
    },
  },
  '/api/cart/items': {
    post: {
      tags: ['cart'],
      operationId: 'addCartItem',
      summary: 'Add a product to the cart',
      security: secured,
      requestBody: body('CartItemInput', { product_id: 2, quantity: 2 }),
      responses: {
        201: response('The whole cart after adding.', 'Cart', cartWithMugs),
        ...bodyErrors,
        401: use('Unauthorized'),
        422: validation([{ field: 'product_id', message: 'Unknown product 99' }]),
      },
    },
  },
  '/api/cart/items/{id}': {
    delete: {
      tags: ['cart'],
      operationId: 'removeCartItem',
      summary: 'Remove a line from the cart',
      security: secured,
      parameters: [idParam('Cart line id (CartItem.id)', 1)],
      responses: {
        204: { description: 'Removed.' },
        401: use('Unauthorized'),
        404: {
          description: 'No such line in this cart.',
          content: json(ref('Error'), { error: 'not_found', message: 'Cart item 1 not found' }),
        },
        422: use('InvalidId'),
      },
    },
  },
  '/api/orders': {
    post: {
      tags: ['orders'],
      operationId: 'createOrder',
      summary: 'Place an order',
      description: 'Prices come from the catalogue; the cart is not touched.',
      security: secured,
      requestBody: body('OrderInput', orderInput),
      responses: {
        201: response('Placed.', 'Order', order, locationHeader('`/api/orders/{id}` of the new order')),
        ...bodyErrors,
        401: use('Unauthorized'),
        422: validation([
          { field: 'name', message: 'Name is required' },
          { field: 'email', message: 'Enter a valid email address' },
        ]),
      },
    },
  },
  '/api/orders/{id}': {
    get: {
      tags: ['orders'],
      operationId: 'getOrder',
      summary: 'One order (your own, or any as admin)',
      security: secured,
      parameters: [idParam('Order number; 1001 exists after every reset', 1001)],
      responses: {
        200: response('The order.', 'Order', {
          ...order,
          id: 1001,
          gift_wrap: false,
          items: [{ product_id: 6, name: 'Canvas Tote', unit_price: 12, quantity: 1, line_total: 12 }],
          item_count: 1,
          total: 12,
          created_at: '2024-05-01T09:00:00.000Z',
        }),
        401: use('Unauthorized'),
        404: {
          description: "No such order, or another customer's.",
          content: json(ref('Error'), { error: 'not_found', message: 'Order 9999 not found' }),
        },
        422: use('InvalidId'),
      },
    },
  },
}

/** The OpenAPI 3.0 document; `serverUrl` is where the shop is reachable. */
export function buildOpenApi({ serverUrl = 'http://localhost:4300' } = {}) {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Demo Shop API',
      version: '1.0.0',
      description:
        'REST API of the Specwright demo shop. Amounts are USD numbers with at most 2 decimals. Errors are ' +
        '`{error, message}` (422 adds `details`). Sign in with POST /api/auth/login, or use the static demo tokens ' +
        `${USERS.map((u) => `\`${u.static_token}\` (${u.role})`).join(' and ')}. POST /api/test/reset restores the seed data.`,
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'auth', description: 'Sign-in and the current user' },
      { name: 'products', description: 'The catalogue; writes need the admin role' },
      { name: 'cart', description: "The signed-in user's cart" },
      { name: 'orders', description: 'Placing and reading orders' },
      { name: 'system', description: 'Health and this document' },
      { name: 'testing', description: 'Test support' },
    ],
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'A token from POST /api/auth/login, or demo-admin-token / demo-alice-token',
        },
      },
    },
  }
}
