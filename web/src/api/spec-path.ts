/**
 * Spec names are folder paths (`checkout/guest pays`) and the API takes them as the tail of the URL
 * (`/specs/checkout/guest%20pays`): each segment is encoded, the slashes between them are kept. openapi-fetch would
 * look the `{*}` parameter up under an empty name, so these calls bring their own path serializer.
 */
export function specPath(name: string): { path: { '*': string }; serializer: (pathname: string) => string } {
  const tail = name.split('/').map(encodeURIComponent).join('/')
  return { path: { '*': tail }, serializer: (pathname) => pathname.replace('{*}', tail) }
}
