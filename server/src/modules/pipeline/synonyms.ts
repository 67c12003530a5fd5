/**
 * Small synonym tables for UI wording, used by the similarity scorer so a renamed "Sign in" button is still
 * recognised as "Log in". Phrases are matched on whole words and collapse to one token; words map to the first
 * word of their group. Extend them when an app's vocabulary needs it; keep groups to true synonyms.
 */

/** Whole phrases that name the same action or field. */
export const PHRASE_SYNONYMS: readonly (readonly string[])[] = [
  ['sign in', 'log in', 'login', 'signin', 'log on', 'logon'],
  ['sign out', 'log out', 'logout', 'signout', 'log off'],
  ['sign up', 'register', 'create account', 'create an account', 'signup'],
  ['checkout', 'check out', 'proceed to checkout', 'go to checkout', 'continue to checkout'],
  ['place order', 'place your order', 'complete purchase', 'complete order', 'submit order', 'confirm order', 'buy now', 'pay now'],
  ['remember me', 'keep me signed in', 'stay signed in', 'keep me logged in', 'stay logged in'],
  ['apply filters', 'apply filter', 'update results', 'refine results', 'show results', 'filter results'],
  ['continue shopping', 'keep browsing', 'keep shopping', 'back to shop', 'back to shopping'],
  ['browse products', 'start shopping', 'shop now', 'go shopping', 'view products'],
  ['forgot password', 'forgot your password', 'reset password'],
  ['username', 'user name', 'user id', 'login name'],
]

/** Single words that are interchangeable in labels, button texts and test ids. */
export const WORD_SYNONYMS: readonly (readonly string[])[] = [
  ['cart', 'basket', 'bag', 'trolley'],
  ['delete', 'remove', 'trash', 'discard'],
  ['add', 'create', 'new', 'insert'],
  ['search', 'find', 'query', 'lookup'],
  ['color', 'colour'],
  ['catalog', 'catalogue', 'product', 'shop', 'store'],
  ['name', 'title'],
  ['description', 'detail', 'summary'],
  ['update', 'recalculate', 'refresh', 'save'],
  ['view', 'open', 'show'],
  ['email', 'mail'],
  ['phone', 'telephone', 'mobile'],
  ['quantity', 'qty'],
  ['total', 'sum', 'subtotal'],
  ['submit', 'send', 'confirm'],
  ['cancel', 'close', 'dismiss'],
  ['next', 'continue', 'proceed'],
  ['previous', 'back', 'prev'],
  ['input', 'field', 'box'],
  ['button', 'btn'],
  ['password', 'passcode', 'pass'],
  ['user', 'account'],
  ['stock', 'inventory'],
  ['item', 'line', 'entry', 'row', 'tile'],
  ['price', 'cost'],
  ['error', 'alert'],
  ['message', 'notice', 'notification'],
]
