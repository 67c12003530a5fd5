/** Lines in a text, as the editor numbers them (an empty text has one line). */
export function lineCount(text: string): number {
  let n = 1
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++
  return n
}
