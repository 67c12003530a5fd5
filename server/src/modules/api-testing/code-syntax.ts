/** The code readers' tokenising helpers live with the shared sentence layer (understanding/code-syntax.ts), used by the UI reader too. */
export * from '../understanding/code-syntax.js'
