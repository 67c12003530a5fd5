import { browserless } from './shop.mjs'

export const CHECKOUT_FORM = {
  name: 'Alice Liddell',
  email: 'alice@example.com',
  address: '1 Rabbit Hole Lane, Oxford',
  card_number: '4242 4242 4242 4242',
}

/**
 * Visits every page of a running shop in the states the variants.json `pages` lists refer to and returns
 * `{ '/login': html, ... }`: signed out, then alice with 2 mugs and a lamp in her cart, then the admin.
 */
export async function collectPages(url) {
  const pages = {}
  const keep = (key, response) => {
    pages[key] = (pages[key] ?? '') + response.html
    return response
  }
  const guest = browserless(url)
  keep('/login', await guest.get('/login'))
  keep('/login', await guest.post('/login', { username: 'alice', password: 'wrong' }))
  keep('/products', await guest.get('/products'))
  keep('/cart', await guest.get('/cart'))

  const alice = browserless(url)
  await alice.signIn('alice')
  keep('/dashboard', await alice.get('/dashboard'))
  keep('/products', await alice.post('/cart/items', { product_id: '2', return_to: '/products' }))
  await alice.post('/cart/items', { product_id: '2', return_to: '/products' })
  await alice.post('/cart/items', { product_id: '1', return_to: '/products' })
  keep('/cart', await alice.get('/cart'))
  keep('/checkout', await alice.get('/checkout?gift_wrap=1'))
  keep('/checkout', await alice.post('/checkout', { gift_wrap: '1' }))
  keep('/orders/{id}', await alice.post('/checkout', { ...CHECKOUT_FORM, gift_wrap: '1' }))

  const admin = browserless(url)
  await admin.signIn('admin')
  keep('/admin', await admin.get('/admin'))
  keep('/admin', await admin.post('/admin/products', { name: '', price: 'cheap', color: '' }))
  return pages
}
