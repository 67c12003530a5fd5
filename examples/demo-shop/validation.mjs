import { COLORS } from './store.mjs'

// Same rule as OpenAPI's `format: email` in the test-side schema checker, so the document and the server agree.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const isBlank = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

function luhnValid(digits) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Card numbers may contain spaces or dashes; 13-19 digits passing the Luhn check. */
export function cardNumberValid(value) {
  if (typeof value !== 'string' || !/^[0-9 -]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '')
  return digits.length >= 13 && digits.length <= 19 && luhnValid(digits)
}

function checkString(errors, input, field, { label, max, required = true }) {
  const value = input[field]
  if (isBlank(value)) {
    if (required) errors.push({ field, message: `${label} is required` })
  } else if (typeof value !== 'string') errors.push({ field, message: `${label} must be a string` })
  else if (value.length > max) errors.push({ field, message: `${label} must be at most ${max} characters` })
}

/**
 * Order input as the API receives it (and as the checkout page builds it from the cart). `lenient` is the
 * broken variant's bug: name and email are not checked at all.
 */
export function validateOrder(input, { lenient = false, productExists }) {
  const errors = []
  if (!lenient) {
    checkString(errors, input, 'name', { label: 'Name', max: 100 })
    if (isBlank(input.email)) errors.push({ field: 'email', message: 'Email is required' })
    else if (typeof input.email !== 'string' || input.email.length > 254 || !EMAIL_PATTERN.test(input.email)) {
      errors.push({ field: 'email', message: 'Enter a valid email address' })
    }
  }
  checkString(errors, input, 'address', { label: 'Address', max: 300 })
  if (isBlank(input.card_number)) errors.push({ field: 'card_number', message: 'Card number is required' })
  else if (!cardNumberValid(input.card_number)) errors.push({ field: 'card_number', message: 'Enter a valid card number' })
  if (input.gift_wrap !== undefined && typeof input.gift_wrap !== 'boolean') {
    errors.push({ field: 'gift_wrap', message: 'Gift wrap must be true or false' })
  }
  if (!Array.isArray(input.items) || input.items.length === 0) {
    errors.push({ field: 'items', message: 'Add at least one item' })
    return errors
  }
  input.items.forEach((item, i) => {
    if (!Number.isInteger(item?.product_id) || !productExists(item.product_id)) {
      errors.push({ field: `items[${i}].product_id`, message: `Unknown product ${JSON.stringify(item?.product_id ?? null)}` })
    }
    if (!Number.isInteger(item?.quantity) || item.quantity < 1 || item.quantity > 99) {
      errors.push({ field: `items[${i}].quantity`, message: 'Quantity must be a whole number from 1 to 99' })
    }
  })
  return errors
}

/** Product input for POST and PUT (a full replacement): name, price and color are required. */
export function validateProduct(input) {
  const errors = []
  checkString(errors, input, 'name', { label: 'Product name', max: 80 })
  const { price, color, stock } = input
  if (price === undefined || price === null || price === '') errors.push({ field: 'price', message: 'Price is required' })
  else if (typeof price !== 'number' || !Number.isFinite(price)) errors.push({ field: 'price', message: 'Price must be a number' })
  else if (price <= 0 || price > 10000) errors.push({ field: 'price', message: 'Price must be greater than 0 and at most 10000' })
  else if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) {
    errors.push({ field: 'price', message: 'Price must have at most 2 decimals' })
  }
  if (isBlank(color)) errors.push({ field: 'color', message: 'Color is required' })
  else if (!COLORS.includes(color)) errors.push({ field: 'color', message: `Color must be one of ${COLORS.join(', ')}` })
  if (stock !== undefined && (!Number.isInteger(stock) || stock < 0 || stock > 100000)) {
    errors.push({ field: 'stock', message: 'Stock must be a whole number from 0 to 100000' })
  }
  checkString(errors, input, 'description', { label: 'Description', max: 500, required: false })
  return errors
}

/** The product as the store keeps it (price in cents), from input that passed `validateProduct`. */
export function toProductRecord(input) {
  return {
    name: input.name.trim(),
    price: Math.round(input.price * 100),
    color: input.color,
    stock: input.stock ?? 0,
    description: input.description?.trim() ?? '',
  }
}
