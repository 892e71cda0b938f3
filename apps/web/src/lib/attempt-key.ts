import { uuidv7 } from 'uuidv7';

/** A request attempt: its Idempotency-Key and the body it was made for. */
export interface Attempt {
  key: string;
  body: string;
}

/**
 * The Idempotency-Key of an attempt (docs/ARCHITECTURE.md, "Data rules"): the same body sent
 * again — a retry after a lost answer — keeps its key, so the server answers what it already
 * did; another body is another attempt, with a new key.
 */
export function attemptKey(
  previous: Attempt | null,
  body: unknown,
  newKey: () => string = uuidv7,
): Attempt {
  const json = JSON.stringify(body);
  return previous?.body === json ? previous : { key: newKey(), body: json };
}
