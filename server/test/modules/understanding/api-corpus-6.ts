/**
 * API phrasing corpus, part 6 (round 9 of issue 11): a JSON type glued to `is` as matcher libraries write it
 * (`isNumber`, `isString`, `isNull`) is the type check, never an equality with the type's name; any other word glued
 * to `is` (`isEmpty`, `isNotNull`, `isDefined`) is reported, never read as the text "Empty".
 */

export const API_CORPUS_6: [string, string][] = [
  ['json.total isNumber', 'field_type $.total number'],
  ['$.items isArray', 'field_type $.items array'],
  ['the field enabled isBoolean', 'field_type $.enabled boolean'],
  ['body.owner isObject', 'field_type $.owner object'],
  ['json.deletedAt isNull', 'field_equals $.deletedAt null'],
  ['json.title isString', 'field_type $.title string'],
  ['$.count isInteger', 'field_type $.count integer'],
  // Not glued: as before.
  ['$.count is 3', 'field_equals $.count 3'],
]

export const API_REPORTED_6: string[] = ['json.tags isEmpty', 'json.id isNotNull', 'json.name isDefined', '$.price isPositive']
