/** Regex source that matches `text` literally (a `/` is left as written: escape it where a regex literal is written). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
