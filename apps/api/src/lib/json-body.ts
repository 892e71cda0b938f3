import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from './errors.js';

/**
 * How deep a JSON body may nest (docs/guide/api.md, "Limits"). No request of the API needs more
 * than a handful of levels; every walk over a body (the text rule, zod, PostgreSQL's jsonb)
 * then stays far from any stack limit.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether the JSON text nests objects and arrays deeper than `max`, found in one pass without
 * recursion (brackets inside strings do not count). The text need not be valid JSON: the parser
 * judges that afterwards.
 */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Jump to the string's closing quote: the next quote after an even run of backslashes.
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i < 0) return false;
        let slashes = 0;
        while (text.charCodeAt(i - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

const TOO_DEEP = `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`;

/** The 400 a body nested too deep gets, before it is parsed. */
export const tooDeepError = () => validationError(TOO_DEEP, { _: TOO_DEEP });

/**
 * Every JSON body is measured before it is parsed, on every route, signed in or not: Fastify's
 * own parser (prototype-poisoning checks included) then reads what passed.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonTooDeep(text)) {
        done(tooDeepError(), undefined);
        return;
      }
      parse(request, text, done);
    },
  );
}
