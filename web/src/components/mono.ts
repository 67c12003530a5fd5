/** Log, code and diff text: the theme's monospace at a size that keeps long lines readable. */
export const MONO = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12.5, lineHeight: 1.5 } as const
