/** PDFs and markdown, named by extension when the browser sends no type (the API checks type and content). */
export function prdFileType(file: File): string {
  if (file.type) return file.type
  return /\.pdf$/i.test(file.name) ? 'application/pdf' : 'text/markdown'
}
