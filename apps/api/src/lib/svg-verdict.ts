/*
 * SVG logos. The check reads the file as a strict XML tokenizer would and refuses, rather than
 * cleans, anything it does not fully understand: a file that is not plain well-formed XML made
 * of known SVG elements (plus inert metadata in other namespaces) is 'unsafe'. Deny by default
 * matters because browsers parse the same bytes two ways (as XML when the file is opened, as HTML
 * when markup is inlined), and a filter that only looks for bad words can be walked around by
 * either parser's quirks (namespace prefixes, character references, comments, CDATA, encodings).
 *
 * Accepted: the XML declaration (version 1.0, an ASCII-compatible encoding), comments, a DOCTYPE
 * without an internal subset (`<!DOCTYPE svg PUBLIC "…" "…">` as Illustrator writes it; no
 * internal subset means no entity can be declared), the SVG elements of SVG_ELEMENTS, elements of
 * other namespaces (Inkscape, Sodipodi, RDF, Dublin Core, Adobe…: browsers render none of them),
 * `<style>` with plain CSS, `href`s that are `#fragment`s, and base64 PNG/JPEG/GIF/WebP `data:`
 * URLs in `<image>`/`<feImage>` (embedded bitmaps are common in exported logos and cannot run).
 * Text content is not searched: a logo may spell "javascript:" in its visible text.
 *
 * Refused ('unsafe'): processing instructions other than the declaration (`<?xml-stylesheet`),
 * DOCTYPEs with an internal subset (`<!ENTITY`), named references other than the five of XML,
 * CDATA outside `<style>`, any element not known to be harmless (script, foreignObject, iframe,
 * handler, HTML elements…, with or without a prefix), namespaces that make elements active
 * (XHTML, MathML, XSLT, XInclude, XML Events), event attributes (`on…`, any case, any prefix),
 * `xml:base`, script URL schemes in any attribute (after decoding references and dropping
 * whitespace and control characters), `href`/`src` that are not fragments (external files,
 * `data:` other than the bitmaps above), animations that target `href`, `on…` or `style`, CSS
 * with `@import`, `expression(`, bindings, backslash escapes or `url()`s other than `#fragment`s
 * and embedded bitmaps/fonts, and anything ill-formed: unquoted or duplicate attributes, `<` in
 * attribute values, comments an HTML parser would end early, unbound prefixes, unclosed tags.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Namespaces whose elements do something in a browser besides SVG (compared lowercased). */
const ACTIVE_NS = new Set([
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/math/mathml',
  'http://www.w3.org/1999/xsl/transform',
  'http://www.w3.org/2001/xinclude',
  'http://www.w3.org/2001/xml-events',
  'http://www.w3.org/xml/1998/namespace',
  'http://www.w3.org/2000/xmlns/',
]);

/** SVG elements a logo may use (lowercased; nothing here runs script or embeds a document). */
const SVG_ELEMENTS = new Set(
  [
    'a',
    'animate',
    'animateColor',
    'animateMotion',
    'animateTransform',
    'circle',
    'clipPath',
    'defs',
    'desc',
    'ellipse',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'filter',
    'g',
    'hatch',
    'hatchpath',
    'image',
    'line',
    'linearGradient',
    'marker',
    'mask',
    'meshgradient',
    'meshpatch',
    'meshrow',
    'metadata',
    'mpath',
    'path',
    'pattern',
    'polygon',
    'polyline',
    'radialGradient',
    'rect',
    'set',
    'solidcolor',
    'stop',
    'style',
    'svg',
    'switch',
    'symbol',
    'text',
    'textPath',
    'title',
    'tspan',
    'use',
    'view',
  ].map((n) => n.toLowerCase()),
);

/** Refused whatever their namespace or prefix (lowercased local names). */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'handler',
  'listener',
  'animation',
  'base',
  'link',
  'meta',
  'include',
]);

const ANIMATIONS = new Set(['set', 'animate', 'animatecolor', 'animatemotion', 'animatetransform']);

/** Whitespace, controls and invisible characters a URL or CSS parser may skip or drop. */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex lint/suspicious/noMisleadingCharacterClass: these characters, one by one, are the point.
  /[\s\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
const compact = (s: string) => s.replace(INVISIBLE, '').toLowerCase();

const SCRIPT_SCHEME = /(?:java|vb|live)script:|mocha:/;
const RASTER_DATA = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]*={0,2}$/;
/** A CSS `url(` (compacted) whose target is a fragment or an embedded bitmap or font. */
const CSS_URL =
  /url\(["']?(?:#|data:(?:image\/(?:png|jpe?g|gif|webp)|font\/[a-z0-9.+-]+|application\/(?:x-)?font-[a-z0-9.+-]+);base64,)/y;
const CSS_ACTIVE =
  /@import|expression\(|behaviou?r:|-moz-binding|(?:^|[^a-z0-9_-])(?:image|image-set|src|cross-fade|element)\(/;
/** What makes any attribute value worth reading as CSS (presentation attributes are CSS). */
const CSS_HINT =
  /url\(|@import|expression\(|-moz-binding|behaviou?r:|image(?:-set)?\(|src\(|cross-fade\(|element\(/;

/** Names as XML spells them, ASCII only (anything else is refused); at most one prefix. */
const NAME = '[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?';
/** XML white space: `\s` would also take characters no XML or HTML parser separates on. */
const S = '[ \\t\\r\\n]';
const XML_DECL = new RegExp(
  `<\\?xml${S}+version${S}*=${S}*(["'])1\\.0\\1(?:${S}+encoding${S}*=${S}*(["'])([A-Za-z0-9._-]+)\\2)?(?:${S}+standalone${S}*=${S}*(["'])(?:yes|no)\\4)?${S}*\\?>`,
  'y',
);
/** Encodings in which every ASCII byte stands for itself (no ISO-2022 or UTF-16 tricks). */
const ENCODINGS = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii', 'iso-8859-1', 'latin1']);
/** A quoted DOCTYPE identifier, without the `>` an HTML parser would stop at. */
const ID = `(?:"[^"<>]*"|'[^'<>]*')`;
const DOCTYPE = new RegExp(
  `<!DOCTYPE${S}+svg(?:${S}+PUBLIC${S}+${ID}${S}+${ID}|${S}+SYSTEM${S}+${ID})?${S}*>`,
  'y',
);
const START_TAG = new RegExp(`<(${NAME})`, 'y');
/** Quoted values only, without `<` (XML forbids it; an HTML parser may read it as markup). */
const ATTRIBUTE = new RegExp(`${S}+(${NAME})${S}*=${S}*(?:"([^"<]*)"|'([^'<]*)')`, 'y');
const TAG_CLOSE = new RegExp(`${S}*(/?)>`, 'y');
const END_TAG = new RegExp(`</(${NAME})${S}*>`, 'y');
const XML_SPACE = /^[ \t\r\n]*$/;
/** Characters XML 1.0 does not allow, written out or as a reference. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const BAD_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/;
const REFERENCE = /&(?:#([0-9]+)|#x([0-9A-Fa-f]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its references decoded, or null when one is not XML (`&nbsp;`, `&#106` with no `;`). */
function decodeXml(s: string): string | null {
  if (!s.includes('&')) return s;
  if (s.replace(REFERENCE, '').includes('&')) return null;
  let bad = false;
  const out = s.replace(REFERENCE, (_, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? '';
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
    const ok =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    if (!ok || code === 0x7f) {
      bad = true;
      return '';
    }
    return String.fromCodePoint(code);
  });
  return bad ? null : out;
}

/** CSS comments removed in one pass (a lazy regex would be quadratic on unclosed comments). */
function stripCssComments(s: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const start = s.indexOf('/*', i);
    if (start < 0) return out + s.slice(i);
    out += s.slice(i, start);
    const end = s.indexOf('*/', start + 2);
    if (end < 0) return out;
    i = end + 2;
  }
}

/** CSS (a `<style>` element, a `style` attribute, a presentation attribute) that could fetch or run something. */
function cssUnsafe(css: string): boolean {
  // Escapes can spell anything (`@\69mport`, `url(java\73 cript:…)`); `<` could end a style element.
  if (css.includes('\\') || css.includes('<')) return true;
  const c = compact(stripCssComments(css));
  if (SCRIPT_SCHEME.test(c) || CSS_ACTIVE.test(c)) return true;
  for (let i = c.indexOf('url('); i >= 0; i = c.indexOf('url(', i + 4)) {
    CSS_URL.lastIndex = i;
    if (!CSS_URL.test(c)) return true;
  }
  return false;
}

/** An `href`/`src` value (compacted): a reference inside the file, or an embedded bitmap for images. */
function urlAllowed(url: string, element: string): boolean {
  if (url === '' || url.startsWith('#')) return true;
  return (element === 'image' || element === 'feimage') && RASTER_DATA.test(url);
}

/** Whether the bytes start like an SVG document: optional prolog, then an <svg> root element. */
function looksLikeSvg(text: string): boolean {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
    let end: number;
    if (text.startsWith('<?', i)) end = text.indexOf('?>', i + 2) + 2;
    else if (text.startsWith('<!--', i)) end = text.indexOf('-->', i + 4) + 3;
    else if (text.slice(i, i + 9).toUpperCase() === '<!DOCTYPE') {
      const gt = text.indexOf('>', i);
      const bracket = text.slice(i, gt < 0 ? undefined : gt).indexOf('[');
      end = bracket < 0 ? gt + 1 : text.indexOf('>', text.indexOf(']', i + bracket)) + 1;
    } else break;
    if (end <= i) return false;
    i = end;
  }
  return /^<svg[\s>/]/i.test(text.slice(i, i + 5));
}

interface OpenElement {
  qname: string;
  /** Lowercased local name. */
  local: string;
  /** In the SVG namespace (or unprefixed: an HTML parser makes those SVG elements too). */
  svg: boolean;
  /** Prefixes this element declares, to drop from the scope when it closes. */
  declares: string[];
  /** The text of a style sheet, read as one when the element closes; null for other elements. */
  css: string[] | null;
}

/** Prefix → namespace, innermost declaration last (constant-time lookups however deep the tree). */
type Scope = Map<string, string[]>;

const lookup = (scope: Scope, prefix: string) =>
  prefix === 'xml' ? XML_NS : scope.get(prefix)?.at(-1);

const leave = (scope: Scope, element: OpenElement) => {
  for (const prefix of element.declares) scope.get(prefix)?.pop();
};

const split = (qname: string): [string, string] => {
  const colon = qname.indexOf(':');
  return colon < 0 ? ['', qname] : [qname.slice(0, colon), qname.slice(colon + 1)];
};

/**
 * Reads and checks the start tag at `at`: the position after it, the element and whether it
 * closes itself, or null when it is ill-formed or unsafe. Its namespace declarations are added
 * to `scope` (the caller removes them with `leave`).
 */
function readStartTag(
  text: string,
  at: number,
  scope: Scope,
): [number, OpenElement, boolean] | null {
  START_TAG.lastIndex = at;
  const tag = START_TAG.exec(text);
  if (!tag) return null;
  const qname = tag[1] ?? '';
  const attributes = new Map<string, string>();
  let pos = START_TAG.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = pos;
    const a = ATTRIBUTE.exec(text);
    if (!a) break;
    pos = ATTRIBUTE.lastIndex;
    // Attribute-value normalization, then references (so `&#9;` stays a tab).
    const value = decodeXml((a[2] ?? a[3] ?? '').replace(/[\t\n\r]/g, ' '));
    const name = a[1] ?? '';
    if (value === null || attributes.has(name)) return null;
    attributes.set(name, value);
  }
  TAG_CLOSE.lastIndex = pos;
  const close = TAG_CLOSE.exec(text);
  if (!close) return null;

  const [prefix, localName] = split(qname);
  const local = localName.toLowerCase();
  const element: OpenElement = {
    qname,
    local,
    svg: true,
    declares: [],
    css: local === 'style' ? [] : null,
  };
  for (const [name, value] of attributes) {
    const [attrPrefix, attrLocal] = split(name);
    if (name === 'xmlns') {
      if (value !== SVG_NS) return null;
    } else if (attrPrefix === 'xmlns') {
      const ns = compact(value);
      if (attrLocal === 'xml' || attrLocal === 'xmlns' || ns === '' || ACTIVE_NS.has(ns)) {
        leave(scope, element);
        return null;
      }
      const stack = scope.get(attrLocal) ?? [];
      stack.push(value);
      scope.set(attrLocal, stack);
      element.declares.push(attrLocal);
    }
  }
  const ok = elementAllowed(element, prefix, attributes, scope);
  if (!ok) leave(scope, element);
  return ok ? [TAG_CLOSE.lastIndex, element, close[1] === '/'] : null;
}

function elementAllowed(
  element: OpenElement,
  prefix: string,
  attributes: Map<string, string>,
  scope: Scope,
): boolean {
  const { local } = element;
  if (ACTIVE_ELEMENTS.has(local)) return false;
  if (prefix) {
    const ns = lookup(scope, prefix);
    if (ns === undefined) return false;
    element.svg = compact(ns) === SVG_NS;
  }
  if (element.svg && !SVG_ELEMENTS.has(local)) return false;

  for (const [name, value] of attributes) {
    const [attrPrefix, attrLocal] = split(name);
    const lower = attrLocal.toLowerCase();
    if (attrPrefix && attrPrefix !== 'xmlns' && lookup(scope, attrPrefix) === undefined) {
      return false;
    }
    const c = compact(value);
    if (SCRIPT_SCHEME.test(c)) return false;
    if (name === 'xmlns' || attrPrefix === 'xmlns') continue;
    if (lower.startsWith('on') || name.toLowerCase() === 'xml:base') return false;
    if ((lower === 'href' || lower === 'src') && !urlAllowed(c, local)) return false;
    if ((lower === 'style' || CSS_HINT.test(c)) && cssUnsafe(value)) return false;
    if (ANIMATIONS.has(local) && lower === 'attributename') {
      const target = split(c)[1];
      if (['href', 'src', 'style', 'base'].includes(target) || target.startsWith('on')) {
        return false;
      }
    }
  }
  return true;
}

/** Whether the SVG document passes the strict reading described above. */
function svgIsInert(text: string): boolean {
  if (BAD_CHAR.test(text)) return false;
  const stack: OpenElement[] = [];
  const scope: Scope = new Map();
  let rootSeen = false;
  let rootClosed = false;
  let doctypeSeen = false;
  let prologItems = 0;
  let pos = 0;
  while (pos < text.length) {
    const top = stack.at(-1);
    if (text[pos] !== '<') {
      let end = text.indexOf('<', pos);
      if (end < 0) end = text.length;
      const raw = text.slice(pos, end);
      pos = end;
      if (!top) {
        if (!XML_SPACE.test(raw)) return false;
        continue;
      }
      const decoded = decodeXml(raw);
      if (decoded === null) return false;
      top.css?.push(decoded);
      continue;
    }
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0) return false;
      const body = text.slice(pos + 4, end);
      // What an HTML parser would end sooner (`<!-->`, `<!--->`, `--!>`) or XML forbids (`--`).
      if (/^-?>/.test(body) || body.includes('--') || body.endsWith('-') || body.includes('<')) {
        return false;
      }
      // A comment would split a style sheet into pieces the check reads apart.
      if (top?.css) return false;
      pos = end + 3;
      prologItems++;
      continue;
    }
    if (text.startsWith('<![CDATA[', pos)) {
      const end = text.indexOf(']]>', pos + 9);
      if (end < 0 || !top?.css) return false;
      const body = text.slice(pos + 9, end);
      if (body.includes('<')) return false;
      top.css.push(body);
      pos = end + 3;
      continue;
    }
    if (text.startsWith('<?', pos)) {
      // Only the XML declaration, first in the file: no <?xml-stylesheet?> or other instruction.
      if (rootSeen || prologItems > 0 || !XML_SPACE.test(text.slice(0, pos))) return false;
      XML_DECL.lastIndex = pos;
      const decl = XML_DECL.exec(text);
      if (!decl) return false;
      if (decl[3] !== undefined && !ENCODINGS.has(decl[3].toLowerCase())) return false;
      pos = XML_DECL.lastIndex;
      prologItems++;
      continue;
    }
    if (text.startsWith('<!', pos)) {
      // One DOCTYPE, before the root element.
      if (rootSeen || doctypeSeen) return false;
      doctypeSeen = true;
      DOCTYPE.lastIndex = pos;
      if (!DOCTYPE.exec(text)) return false;
      pos = DOCTYPE.lastIndex;
      prologItems++;
      continue;
    }
    if (text.startsWith('</', pos)) {
      END_TAG.lastIndex = pos;
      const end = END_TAG.exec(text);
      if (!end || !top || end[1] !== top.qname) return false;
      if (top.css && cssUnsafe(top.css.join(''))) return false;
      leave(scope, top);
      stack.pop();
      if (stack.length === 0) rootClosed = true;
      pos = END_TAG.lastIndex;
      continue;
    }
    if (rootClosed) return false;
    // A style sheet holds only text; so do <title> and <desc>, whose content an HTML parser
    // reads as HTML.
    if (top?.css || (top?.svg && (top.local === 'title' || top.local === 'desc'))) return false;
    const read = readStartTag(text, pos, scope);
    if (!read) return false;
    const [next, element, selfClosing] = read;
    if (!rootSeen && element.local !== 'svg') return false;
    rootSeen = true;
    pos = next;
    if (selfClosing) {
      leave(scope, element);
      if (stack.length === 0) rootClosed = true;
    } else {
      stack.push(element);
    }
  }
  return rootClosed && stack.length === 0;
}

/**
 * An SVG document, by content: markup whose first element is <svg> ('svg' when it passes the
 * strict check above, 'unsafe' when it does not), or null for anything else. The files are also
 * served with a sandboxing CSP, in case a filter were ever fooled.
 */
export function svgVerdict(b: Uint8Array): 'svg' | 'unsafe' | null {
  const text = Buffer.from(b)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (!looksLikeSvg(text)) return null;
  return svgIsInert(text) ? 'svg' : 'unsafe';
}
