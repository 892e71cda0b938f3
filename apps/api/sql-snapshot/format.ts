/**
 * A small, deterministic SQL layout for the snapshot files (apps/api/sql): every statement's top
 * level clause on its own line, subqueries indented, long lists wrapped. Only whitespace changes:
 * the tokens — literals, quoted names, comments, `$1` placeholders — are kept as they are, and
 * two tokens that touched in the input still touch.
 */

const WIDTH = 100;
const INDENT = '  ';

type Node =
  | { kind: 'word' | 'text' | 'comment' | 'line-comment' | 'comma'; text: string; space: boolean }
  | { kind: 'group'; children: Node[]; space: boolean };

function tokenize(input: string): Node[] {
  const root: Node[] = [];
  const stack: Node[][] = [root];
  let space = false;
  let i = 0;
  const push = (node: Node) => {
    stack[stack.length - 1]?.push(node);
    space = false;
  };
  const until = (end: string, from: number) => {
    const at = input.indexOf(end, from);
    return at === -1 ? input.length : at + end.length;
  };
  while (i < input.length) {
    const c = input.charAt(i);
    const rest = input.slice(i);
    if (/\s/.test(c)) {
      space = true;
      i++;
    } else if (rest.startsWith('--')) {
      const end = input.indexOf('\n', i);
      const stop = end === -1 ? input.length : end;
      push({ kind: 'line-comment', text: input.slice(i, stop).trimEnd(), space });
      i = stop;
    } else if (rest.startsWith('/*')) {
      const stop = until('*/', i + 2);
      push({ kind: 'comment', text: input.slice(i, stop), space });
      i = stop;
    } else if (c === "'" || c === '"') {
      // '' and "" inside are escapes: the scan simply goes on after them.
      let j = i + 1;
      for (;;) {
        const at = input.indexOf(c, j);
        if (at === -1) {
          j = input.length;
          break;
        }
        if (input.charAt(at + 1) === c) j = at + 2;
        else {
          j = at + 1;
          break;
        }
      }
      push({ kind: 'text', text: input.slice(i, j), space });
      i = j;
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)?.[0] ?? '$$';
      const stop = until(tag, i + tag.length);
      push({ kind: 'text', text: input.slice(i, stop), space });
      i = stop;
    } else if (c === '(') {
      const group: Node = { kind: 'group', children: [], space };
      push(group);
      stack.push(group.children);
      i++;
    } else if (c === ')') {
      if (stack.length > 1) stack.pop();
      space = false;
      i++;
    } else if (c === ',') {
      push({ kind: 'comma', text: ',', space });
      i++;
    } else {
      const m = /^[^\s'"(),]+/.exec(rest);
      let word = m?.[0] ?? c;
      // A comment may start in the middle of a run of symbols (`x--y` is not a word).
      const cut = Math.min(
        ...['--', '/*'].map((s) => word.indexOf(s)).filter((n) => n > 0),
        word.length,
      );
      word = word.slice(0, cut);
      push({ kind: 'word', text: word, space });
      i += word.length;
    }
  }
  return root;
}

const lower = (n: Node | undefined) => (n && n.kind === 'word' ? n.text.toLowerCase() : '');

/** The words that start a clause, longest first where one begins another. */
const CLAUSES = [
  'insert into',
  'delete from',
  'do update set',
  'do nothing',
  'on conflict',
  'group by',
  'order by',
  'union all',
  'left join',
  'right join',
  'full join',
  'inner join',
  'cross join',
  'left join lateral',
  'cross join lateral',
  'for update',
  'for no key update',
  'for share',
  'with recursive',
  'with',
  'select',
  'from',
  'where',
  'having',
  'limit',
  'offset',
  'returning',
  'values',
  'update',
  'set',
  'union',
  'except',
  'intersect',
  'join',
  'window',
].sort((a, b) => b.split(' ').length - a.split(' ').length);

const QUERY_STARTS = new Set(['select', 'with', 'insert', 'update', 'delete', 'values']);
const isQuery = (nodes: Node[]) => QUERY_STARTS.has(lower(nodes[0]));

/** The clause that starts at nodes[i], as the number of words it takes, or 0. */
function clauseAt(nodes: Node[], i: number) {
  const previous = lower(nodes[i - 1]);
  for (const clause of CLAUSES) {
    const words = clause.split(' ');
    if (words.every((w, k) => lower(nodes[i + k]) === w)) {
      // `is [not] distinct from`, `extract(x from y)` (only inside parentheses anyway).
      if (clause === 'from' && previous === 'distinct') continue;
      return words.length;
    }
  }
  return 0;
}

/** The node list on one line, or null when it cannot be (a `--` comment ends a line). */
function flat(nodes: Node[]): string | null {
  let out = '';
  for (const n of nodes) {
    let text: string | null;
    if (n.kind === 'group') {
      const inner = flat(n.children);
      text = inner === null ? null : `(${inner})`;
    } else if (n.kind === 'line-comment') text = null;
    else text = n.text;
    if (text === null) return null;
    out += out && n.space && n.kind !== 'comma' ? ` ${text}` : text;
  }
  return out;
}

const fits = (indent: number, text: string | null) =>
  text !== null && indent * INDENT.length + text.length <= WIDTH;

/** Splits at top-level commas (the commas stay at the end of their item). */
function splitCommas(nodes: Node[]) {
  const items: Node[][] = [[]];
  for (const n of nodes) {
    items[items.length - 1]?.push(n);
    if (n.kind === 'comma') items.push([]);
  }
  return items.filter((it) => it.length > 0);
}

/** Splits a condition before its top-level `and` / `or` (not the `and` of `between`, nor in `case`). */
function splitConditions(nodes: Node[]) {
  const items: Node[][] = [[]];
  let cases = 0;
  let between = false;
  for (const n of nodes) {
    const w = lower(n);
    if (w === 'case') cases++;
    if (w === 'end' && cases > 0) cases--;
    const current = items[items.length - 1];
    if ((w === 'and' || w === 'or') && cases === 0 && current && current.length > 0) {
      if (w === 'and' && between) between = false;
      else {
        items.push([n]);
        continue;
      }
    }
    if (w === 'between') between = true;
    items[items.length - 1]?.push(n);
  }
  return items;
}

class Lines {
  readonly out: string[] = [];
  private current = '';
  private depth = 0;
  private open = false;

  start(depth: number) {
    this.flush();
    this.depth = depth;
    this.open = true;
  }
  /** Adds text to the current line, with a space when the input had one. */
  add(text: string, space: boolean) {
    if (!this.open) this.start(this.depth);
    this.current += this.current && space ? ` ${text}` : text;
  }
  get width() {
    return this.depth * INDENT.length + this.current.length;
  }
  get indent() {
    return this.depth;
  }
  flush() {
    if (this.open && this.current) this.out.push(INDENT.repeat(this.depth) + this.current);
    this.current = '';
    this.open = false;
  }
}

/**
 * Writes nodes from the current position of the line: inline while they fit, a parenthesized
 * part that does not fit is opened and its contents laid out one level deeper.
 */
function inline(lines: Lines, nodes: Node[], depth: number) {
  for (const n of nodes) {
    if (n.kind === 'line-comment') {
      lines.add(n.text, n.space);
      lines.start(depth);
      continue;
    }
    if (n.kind !== 'group') {
      lines.add(n.text, n.space && n.kind !== 'comma');
      continue;
    }
    const text = flat(n.children);
    if (text !== null && lines.width + (n.space ? 1 : 0) + text.length + 2 <= WIDTH) {
      lines.add(`(${text})`, n.space);
      continue;
    }
    lines.add('(', n.space);
    groupBody(lines, n.children, depth + 1);
    lines.start(depth);
    lines.add(')', false);
  }
}

/** The inside of parentheses that do not fit on the line, on lines of their own. */
function groupBody(lines: Lines, nodes: Node[], depth: number) {
  if (isQuery(nodes)) query(lines, nodes, depth);
  else if (splitCommas(nodes).length > 1) list(lines, nodes, depth);
  else
    for (const item of splitConditions(nodes)) {
      lines.start(depth);
      inline(lines, item, depth);
    }
}

/** Comma-separated items, packed onto lines as far as they fit; a long one gets lines of its own. */
function list(lines: Lines, nodes: Node[], depth: number) {
  lines.start(depth);
  let empty = true;
  for (const item of splitCommas(nodes)) {
    const text = flat(item);
    if (text !== null && fits(depth, text)) {
      if (!empty && lines.width + 1 + text.length > WIDTH) lines.start(depth);
      lines.add(text, true);
      empty = false;
      continue;
    }
    if (!empty) lines.start(depth);
    inline(lines, item, depth);
    // What follows an item laid over several lines starts a line of its own.
    lines.start(depth);
    empty = true;
  }
}

/** A condition: one line if it fits, else one line per `and` / `or`. */
function conditions(lines: Lines, nodes: Node[], depth: number) {
  const text = flat(nodes);
  if (text !== null && lines.width + 1 + text.length <= WIDTH) {
    lines.add(text, true);
    return;
  }
  if (nodes.length === 1 && nodes[0]?.kind === 'group') {
    // `where (a and b)`: the parentheses open on the clause's line and close at its indent.
    inline(lines, nodes, depth);
    return;
  }
  splitConditions(nodes).forEach((item, k) => {
    if (k > 0) lines.start(depth + 1);
    inline(lines, item, depth + 1);
  });
}

const LISTS = new Set([
  'select',
  'returning',
  'group by',
  'order by',
  'set',
  'do update set',
  'values',
  'with',
  'with recursive',
]);
const CONDITIONS = new Set(['where', 'having']);

/** A statement: each top-level clause on its own line. */
function query(lines: Lines, nodes: Node[], depth: number) {
  const clauses: { head: string; body: Node[] }[] = [];
  for (let i = 0; i < nodes.length; ) {
    const words = clauseAt(nodes, i);
    if (words > 0 || clauses.length === 0) {
      const take = Math.max(words, 0);
      clauses.push({
        head: nodes
          .slice(i, i + take)
          .map((n) => (n.kind === 'group' ? '' : n.text))
          .join(' '),
        body: [],
      });
      i += take;
      continue;
    }
    clauses[clauses.length - 1]?.body.push(nodes[i] as Node);
    i++;
  }
  for (const { head, body } of clauses) {
    lines.start(depth);
    if (head) lines.add(head, false);
    const key = head.toLowerCase();
    const text = flat(body);
    if (text !== null && lines.width + 1 + text.length <= WIDTH) {
      if (body.length) lines.add(text, head !== '');
    } else if (CONDITIONS.has(key)) conditions(lines, body, depth);
    else if (LISTS.has(key)) list(lines, body, depth + 1);
    else if (key.endsWith('join')) {
      // `join t on a = b and c = d`: the table, then the condition split like a where clause.
      const on = body.findIndex((n) => lower(n) === 'on');
      if (on === -1) inline(lines, body, depth);
      else {
        inline(lines, body.slice(0, on + 1), depth);
        conditions(lines, body.slice(on + 1), depth);
      }
    } else inline(lines, body, depth);
  }
}

/** The statement laid out for reading; the same input always gives the same text. */
export function formatSql(sqlText: string): string {
  const nodes = tokenize(sqlText.trim());
  const lines = new Lines();
  if (isQuery(nodes)) query(lines, nodes, 0);
  else list(lines, nodes, 0);
  lines.flush();
  const out = lines.out.map((l) => l.trimEnd()).join('\n');
  // Only whitespace may change; anything else is a bug here, never a snapshot.
  if (out.replace(/\s+/g, '') !== sqlText.replace(/\s+/g, '')) {
    throw new Error(`formatSql changed more than whitespace in: ${sqlText}`);
  }
  return out;
}
