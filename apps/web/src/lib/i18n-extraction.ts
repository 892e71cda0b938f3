import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

/**
 * The extraction check (docs/CODE_STYLE.md, "Words on screen"): what a screen shows comes from
 * the catalogs. It reads every source file of the web app and finds
 * - text a screen shows as written: JSX text, string literals among JSX children, and string
 *   values of the props and fields that hold words (`label`, `title`, `placeholder`, `message`…);
 * - every key the code asks for (`t('…')`, `msg('…')`, `<Trans i18nKey="…">`), with its
 *   namespace: a file under `features/<name>/` reads `<name>` (then `common`), others `common`.
 * A line (or the line above it) holding `i18n-ignore` is not text (an example value, a symbol).
 */

/** Props and object fields whose string values are words on a screen. */
export const TEXT_FIELDS = new Set([
  'label',
  'title',
  'description',
  'placeholder',
  'message',
  'header',
  'heading',
  'emptyMessage',
  'emptyText',
  'emptyLabel',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'tooltip',
  'aria-label',
  'ariaLabel',
  'alt',
  'caption',
  'hint',
  'error',
  'nothingFoundMessage',
  'successMessage',
  'confirmText',
  'loadingText',
  'subtitle',
  'noun',
]);

/** The functions whose first argument is a catalog key. */
const KEY_CALLS = new Set(['t', 'msg']);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

export interface KeyUse {
  file: string;
  line: number;
  key: string;
  namespace: string;
  /** Asked with `count`: the catalog holds its plural forms. */
  plural: boolean;
}

const WORDS = /[A-Za-z]{2,}/;

// biome-ignore lint/suspicious/noExplicitAny: a Babel AST walked generically
type Node = any;

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [k, v] of Object.entries(node)) {
    if (k === 'loc' || k === 'leadingComments' || k === 'trailingComments' || k === 'extra')
      continue;
    if (Array.isArray(v)) for (const x of v) isNode(x) && out.push(x);
    else if (isNode(v)) out.push(v);
  }
  return out;
}

const calleeName = (node: Node): string | null => {
  const c = node.callee;
  if (c?.type === 'Identifier') return c.name;
  if (c?.type === 'MemberExpression' && c.property?.type === 'Identifier') return c.property.name;
  return null;
};

const propName = (node: Node): string | null => {
  const k = node.key ?? node.name;
  if (!k) return null;
  if (k.type === 'Identifier' || k.type === 'JSXIdentifier') return k.name;
  if (k.type === 'StringLiteral') return k.value;
  return null;
};

/** The string literals an expression may evaluate to (branches of ?:, ||, ??, templates). */
function literalsOf(node: Node): Node[] {
  if (!node) return [];
  switch (node.type) {
    case 'StringLiteral':
      return [node];
    case 'TemplateLiteral':
      return node.quasis.some((q: Node) => WORDS.test(q.value.cooked ?? '')) ? [node] : [];
    case 'ConditionalExpression':
      return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
    case 'LogicalExpression':
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    case 'JSXExpressionContainer':
      return literalsOf(node.expression);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return literalsOf(node.expression);
    default:
      return [];
  }
}

const textOf = (node: Node): string =>
  node.type === 'TemplateLiteral'
    ? node.quasis.map((q: Node) => q.value.cooked).join('…')
    : String(node.value ?? '');

/** The namespace a file's keys live in. */
export function namespaceOfFile(srcRelative: string): string {
  const m = /^features\/([^/]+)\//.exec(srcRelative.split(path.sep).join('/'));
  return m?.[1] ?? 'common';
}

/** Walks one file: its hard-coded text and the keys it asks for. */
export function scanSource(file: string, source: string, namespace: string) {
  const findings: Finding[] = [];
  const keys: KeyUse[] = [];
  const lines = source.split('\n');
  const ignored = (line: number) =>
    (lines[line - 1] ?? '').includes('i18n-ignore') ||
    (lines[line - 2] ?? '').includes('i18n-ignore');
  const ast = parse(source, {
    sourceType: 'module',
    plugins: ['typescript', ...(file.endsWith('.tsx') ? (['jsx'] as const) : [])],
  });
  const report = (node: Node) => {
    const line = node.loc?.start.line ?? 0;
    const text = textOf(node).trim();
    if (!WORDS.test(text) || ignored(line)) return;
    findings.push({ file, line, text });
  };
  const visit = (node: Node, parent: Node | null) => {
    switch (node.type) {
      case 'CallExpression': {
        const name = calleeName(node);
        if (name && KEY_CALLS.has(name)) {
          const [first, options] = node.arguments;
          if (first?.type === 'StringLiteral') {
            const ns = options?.properties?.find((p: Node) => propName(p) === 'ns')?.value;
            keys.push({
              file,
              line: node.loc.start.line,
              key: first.value,
              namespace: ns?.type === 'StringLiteral' ? ns.value : namespace,
              plural: !!options?.properties?.some((p: Node) => propName(p) === 'count'),
            });
          }
          // Its arguments are keys and values, not text.
          for (const a of node.arguments.slice(1)) visit(a, node);
          return;
        }
        break;
      }
      case 'JSXText':
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment') report(node);
        return;
      case 'JSXExpressionContainer':
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
          for (const lit of literalsOf(node.expression)) report(lit);
        break;
      case 'JSXAttribute': {
        const name = propName(node);
        if (name === 'i18nKey' && node.value?.type === 'StringLiteral')
          keys.push({
            file,
            line: node.loc.start.line,
            key: node.value.value,
            namespace,
            plural: false,
          });
        if (name && TEXT_FIELDS.has(name)) for (const lit of literalsOf(node.value)) report(lit);
        break;
      }
      case 'ObjectProperty': {
        const name = propName(node);
        if (name && TEXT_FIELDS.has(name)) for (const lit of literalsOf(node.value)) report(lit);
        break;
      }
      case 'TSTypeAnnotation':
      case 'TSInterfaceDeclaration':
      case 'TSTypeAliasDeclaration':
      case 'ImportDeclaration':
        return;
    }
    for (const c of children(node)) visit(c, node);
  };
  visit(ast.program, null);
  return { findings, keys };
}

/** Every source file of the web app the check reads (not tests). */
export function webSources(srcDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
    }
  };
  walk(srcDir);
  return out.sort();
}

/** The catalogs: language → namespace → key → text. */
export function readCatalogs(localesDir: string) {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const language of readdirSync(localesDir)) {
    out[language] = {};
    for (const file of readdirSync(path.join(localesDir, language))) {
      if (!file.endsWith('.json')) continue;
      out[language][file.slice(0, -5)] = JSON.parse(
        readFileSync(path.join(localesDir, language, file), 'utf8'),
      );
    }
  }
  return out;
}
