import type { Node } from '@babel/types'
import { describe, expect, it } from 'vitest'
import { jsTemplate } from '../../../src/modules/api-testing/code-literals.js'
import {
  commentText,
  jsKey,
  jsonLiteral,
  jsRegex,
  jsString,
  jsTemplateLiteral,
  UnsafeRegexError,
} from '../../../src/modules/generated-code/literal.js'
import { parseCode, walk } from '../../../src/modules/generated-code/parse.js'
import { jsText } from '../../../src/modules/pipeline/js-literal.js'

// A property test over every class of code point: whatever the text, the emitted file parses to exactly the
// literals written (same string back), comments stay comments, and no name appears outside the literals.

const CLASSES: Record<string, string[]> = {
  asciiPrintable: Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)),
  c0Controls: Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  delAndC1: Array.from({ length: 33 }, (_, i) => String.fromCharCode(0x7f + i)),
  lineSeparators: ['\u2028', '\u2029', '\r\n', '\u0085'],
  bidiAndZeroWidth: [
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2069',
    '\u061c',
  ],
  spaces: ['\u00a0', '\u1680', '\u2000', '\u2007', '\u200a', '\u202f', '\u205f', '\u3000', '\ufeff'],
  letters: ['é', 'ß', 'Ж', 'ש', 'ع', '中', '한', 'ﬁ', 'Ω'],
  astral: ['😀', '𝒳', '\u{1f1eb}\u{1f1f7}', '\u{10ffff}', '\u{f0000}', '\u{e0001}'],
  loneSurrogates: ['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800', 'a\ud83d', '\ude00b'],
  privateAndUnassigned: ['\ue000', '\uf8ff', '\u0378', '\ufffe', '\uffff', '\ufdd0'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: text that looks like a template placeholder is the point
  syntax: ['*/', '/*', '//', '${', '`', '\\', "'", '"', '\\u2028', '</script>', '{{X}}', '}}', '${env("X")}', '\\`', "\\'"],
}

/** Deterministic pseudo-random numbers (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function samples(): string[] {
  const all = Object.values(CLASSES).flat()
  const out = [...all, '', ...Object.values(CLASSES).map((chars) => chars.join(''))]
  const next = random(2026)
  for (let i = 0; i < 400; i++) {
    const length = 1 + Math.floor(next() * 12)
    out.push(Array.from({ length }, () => all[Math.floor(next() * all.length)]).join(''))
  }
  return out
}

const UNSAFE_RAW = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]|(?! )\p{Zs}/u

function identifiersOf(node: Node): string[] {
  const names: string[] = []
  walk(node, (n) => {
    if (n.type === 'Identifier') names.push(n.name)
  })
  return names
}

describe('the literal encoder', () => {
  it('round-trips every code point class through strings, templates, keys, JSON and comments', () => {
    for (const text of samples()) {
      const file = [
        `const a = ${jsString(text)}`,
        `const b = ${jsString(text, 'single')}`,
        `const c = ${jsString(text, 'double')}`,
        `// ${commentText(text)}`,
        `/* ${commentText(text)} */`,
        `const d = ${jsTemplateLiteral([{ text }])}`,
        `const e = { ${jsKey(text)}: ${jsonLiteral({ [text]: [text, 1, null] })} }`,
        '',
      ].join('\n')
      expect(UNSAFE_RAW.test(file.replace(/\n/g, '')), JSON.stringify(text)).toBe(false)
      const ast = parseCode(file)
      const body = ast.program.body
      expect(body.map((s) => s.type)).toEqual(Array(5).fill('VariableDeclaration'))
      const init = (i: number) => (body[i] as Extract<Node, { type: 'VariableDeclaration' }>).declarations[0]!.init as Node
      for (const i of [0, 1, 2]) expect(init(i)).toMatchObject({ type: 'StringLiteral', value: text })
      const template = init(3) as Extract<Node, { type: 'TemplateLiteral' }>
      expect([template.expressions.length, template.quasis[0]!.value.cooked]).toEqual([0, text])
      // The key and the JSON value evaluate to the same data (the parse tree has no code in it to run).
      const object = init(4) as Extract<Node, { type: 'ObjectExpression' }>
      expect(object.properties).toHaveLength(1)
      const names = identifiersOf(ast).filter((name) => !['a', 'b', 'c', 'd', 'e'].includes(name))
      expect(
        names.every((name) => name === text || name === '__proto__'),
        JSON.stringify(text),
      ).toBe(true)
      expect(ast.comments?.map((c) => c.type)).toEqual(['CommentLine', 'CommentBlock'])
    }
  }, 60_000)

  it('keeps placeholders as reads and everything else as text (UI env(), API v())', () => {
    for (const text of samples()
      .filter((s) => !/\{\{\s*\w+\s*\}\}/.test(s))
      .slice(0, 300)) {
      for (const [code, reader] of [
        [jsText(`${text}{{NAME}}${text}`), 'env'],
        [jsTemplate(`${text}{{NAME}}${text}`), 'v'],
      ] as const) {
        const ast = parseCode(`const x = ${code}\n`)
        const init = (ast.program.body[0] as Extract<Node, { type: 'VariableDeclaration' }>).declarations[0]!.init as Node
        if (init.type === 'TemplateLiteral') {
          expect(init.quasis.map((q) => q.value.cooked)).toEqual([text, text])
          expect(init.expressions).toHaveLength(1)
        }
        expect(
          identifiersOf(ast)
            .filter((n) => n !== 'x')
            .sort(),
        ).toEqual(init.type === 'TemplateLiteral' || reader === 'env' ? [reader] : ['String', reader])
      }
    }
  })

  it('writes regex literals that match what the pattern matches, and refuses bad flags', () => {
    const escapeRegex = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
    const patterns = [
      'a/b',
      '[/]',
      '\\/',
      '[^/]+/x',
      '^(?:2\\d\\d|404)$',
      'x\u2028y',
      '\\\u2028',
      '[\u2029]',
      '\\n\\r',
      '',
      '(?<n>a)\\k<n>',
      ...samples()
        .filter((_, i) => i % 4 === 0)
        .map((s) => escapeRegex(s)),
    ]
    const probes = ['a/b', '/', 'x\u2028y', '\u2029', 'aa', '404', '200', '', ...samples().filter((_, i) => i % 5 === 0)]
    for (const pattern of patterns) {
      for (const flags of ['', 'i', 'u']) {
        let expected: RegExp
        try {
          expected = new RegExp(pattern, flags)
        } catch {
          expect(() => jsRegex(pattern, flags)).toThrow(UnsafeRegexError)
          continue
        }
        const source = jsRegex(pattern, flags)
        const ast = parseCode(`const r = ${source}\n`)
        expect(ast.program.body).toHaveLength(1)
        const literal = (ast.program.body[0] as Extract<Node, { type: 'VariableDeclaration' }>).declarations[0]!.init as Node
        expect(literal.type).toBe('RegExpLiteral')
        const { pattern: written, flags: writtenFlags } = literal as Extract<Node, { type: 'RegExpLiteral' }>
        const actual = new RegExp(written, writtenFlags)
        for (const probe of probes)
          expect(actual.test(probe), `${JSON.stringify(pattern)} on ${JSON.stringify(probe)}`).toBe(expected.test(probe))
      }
    }
    expect(() => jsRegex('a', 'g;process.exit()')).toThrow(UnsafeRegexError)
    expect(() => jsRegex('a', 'gg')).toThrow(UnsafeRegexError)
    expect(() => jsRegex('a\\', '')).toThrow(UnsafeRegexError)
  }, 60_000)

  it('computes __proto__ keys, so the data keeps its key instead of setting a prototype', () => {
    expect(jsKey('__proto__')).toBe("['__proto__']")
    expect(jsonLiteral({ ['__proto__']: 1 })).toBe('{\n  ["__proto__"]: 1\n}')
  })
})
