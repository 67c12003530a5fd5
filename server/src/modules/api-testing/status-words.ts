import { STATUS_CODES } from 'node:http'

/** Reason phrases as one lower-case word (`unprocessableentity`), with the names libraries spell their own way. */
export const STATUS_WORDS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(STATUS_CODES).map(([code, phrase]) => [(phrase ?? '').replace(/[^A-Za-z]/g, '').toLowerCase(), code]),
  ),
  redirect: '302',
  unprocessablecontent: '422',
  requestentitytoolarge: '413',
  requesturitoolong: '414',
  requestedrangenotsatisfiable: '416',
  nonauthoritativeinfo: '203',
  proxyauthrequired: '407',
  teapot: '418',
  httpversionnotsupported: '505',
}
