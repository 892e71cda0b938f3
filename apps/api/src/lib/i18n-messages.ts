import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

/**
 * The API's words (docs/CODE_STYLE.md, "Words on screen"): every sentence the API and the
 * contracts may show a person — error and success messages, the zod checks' texts, e-mails,
 * documents — as the key the `server` catalogs must hold. A sentence built with values becomes
 * a key with placeholders named after them (`Only ${left} left.` → `Only {{left}} left.`).
 * Not words: log lines, internal errors (`new Error`: a 5xx never shows its text), SQL, the API
 * document's descriptions, metrics' help, object keys, import paths, codes.
 */

// biome-ignore lint/suspicious/noExplicitAny: a Babel AST walked generically
type Node = any;

export interface Sentence {
  file: string;
  line: number;
  key: string;
}

/** A sentence: it starts with a capital, or with a quoted value the sentence is about. */
const SENTENCE = /^(?:[A-Z]|"\{\{\w+\}\}" [a-z])[^\n]*\s[^\n]*[a-z]{2,}/;
const NOT_WORDS_PROPS = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'operationId',
  'tags',
  'pattern',
  'format',
  'contentType',
]);
/** Prometheus's metrics: their names and help are read by monitoring tools, not people's screens. */
const METRIC_CLASSES = new Set(['Counter', 'Gauge', 'Histogram', 'Summary']);
/** The calls whose first argument is a catalog key, sentence or not. */
const WORD_CALLS = new Set(['word', 'say']);
const LOG_METHODS = new Set(['info', 'warn', 'error', 'debug', 'trace', 'fatal']);

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [k, v] of Object.entries(node)) {
    if (k === 'loc' || k.endsWith('Comments') || k === 'extra') continue;
    if (Array.isArray(v)) for (const x of v) isNode(x) && out.push(x);
    else if (isNode(v)) out.push(v);
  }
  return out;
}

const nameOf = (node: Node): string => {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression')
    return node.property?.type === 'Identifier' ? node.property.name : 'value';
  if (node.type === 'CallExpression' || node.type === 'OptionalCallExpression')
    return nameOf(node.callee);
  return 'value';
};

/** A template's key: its text with a named placeholder for each value. */
function templateKey(node: Node): string {
  const used = new Map<string, number>();
  return node.quasis
    .map((q: Node, i: number) => {
      const expr = node.expressions[i];
      if (!expr) return q.value.cooked;
      const base = nameOf(expr);
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      return `${q.value.cooked}{{${n === 1 ? base : `${base}${n}`}}}`;
    })
    .join('');
}

/** Whether a call's string arguments are not words for people. */
function quietCall(node: Node): boolean {
  const callee = node.callee;
  if (callee?.type === 'Identifier')
    return ['describe', 'it', 'test', 'Error'].includes(callee.name);
  if (callee?.type === 'MemberExpression' && callee.property?.type === 'Identifier') {
    const method = callee.property.name;
    if (method === 'describe' || method === 'meta') return true;
    const target = callee.object;
    const targetName =
      target?.type === 'Identifier'
        ? target.name
        : target?.type === 'MemberExpression' && target.property?.type === 'Identifier'
          ? target.property.name
          : '';
    if (LOG_METHODS.has(method) && /log/i.test(targetName)) return true;
  }
  return false;
}

export function sentencesOf(file: string, source: string): Sentence[] {
  const out: Sentence[] = [];
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const add = (node: Node, key: string) => {
    const text = key.trim();
    if (SENTENCE.test(text)) out.push({ file, line: node.loc?.start.line ?? 0, key });
  };
  const visit = (node: Node) => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'TSTypeAnnotation':
      case 'TSInterfaceDeclaration':
      case 'TSTypeAliasDeclaration':
      case 'TSLiteralType':
      case 'TaggedTemplateExpression':
        return;
      case 'NewExpression':
        if (node.callee?.type === 'Identifier' && /Error$/.test(node.callee.name)) return;
        if (node.callee?.type === 'Identifier' && METRIC_CLASSES.has(node.callee.name)) return;
        break;
      case 'CallExpression': {
        if (quietCall(node)) return;
        // A word marked for the catalogs (`word('Cash')`, `say('TOTAL')`), whatever its shape.
        const callee = node.callee?.type === 'Identifier' ? node.callee.name : '';
        const first = node.arguments[0];
        if (WORD_CALLS.has(callee) && first?.type === 'StringLiteral') {
          out.push({ file, line: first.loc.start.line, key: first.value });
          return;
        }
        if (WORD_CALLS.has(callee) && first?.type === 'TemplateLiteral') {
          out.push({ file, line: first.loc.start.line, key: templateKey(first) });
          for (const e of first.expressions) visit(e);
          return;
        }
        break;
      }
      case 'ObjectProperty': {
        const key = node.key?.type === 'Identifier' ? node.key.name : node.key?.value;
        // Not words, unless marked: `description: word('Description')` is a form's label.
        if (NOT_WORDS_PROPS.has(key)) {
          if (node.value?.type === 'CallExpression') visit(node.value);
          return;
        }
        // The key itself is a name, not words.
        visit(node.value);
        return;
      }
      case 'StringLiteral':
        add(node, node.value);
        return;
      case 'TemplateLiteral':
        add(node, templateKey(node));
        break;
    }
    for (const c of children(node)) visit(c);
  };
  visit(ast.program);
  return out;
}

/** The source files whose sentences the API may show: its own and the contracts'. */
export function serverSources(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['test', 'fixtures', 'node_modules'].includes(entry.name)) walk(full);
      } else if (
        entry.name.endsWith('.ts') &&
        !/\.(test|examples)\.ts$/.test(entry.name) &&
        !entry.name.startsWith('i18n-messages') &&
        // Other systems' column headers, matched in their files: data, not words.
        entry.name !== 'vendor-layouts.ts'
      )
        out.push(full);
    }
  };
  walk(path.join(root, 'apps/api/src'));
  walk(path.join(root, 'packages/contracts/src'));
  return out.sort();
}

export const allSentences = (root: string) =>
  serverSources(root).flatMap((file) =>
    sentencesOf(path.relative(root, file), readFileSync(file, 'utf8')),
  );
