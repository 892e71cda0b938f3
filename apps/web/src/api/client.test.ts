import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isUnreachable } from './api-error';
import { api } from './client';

/** An answer whose body breaks off after its first bytes with `error`. */
function cutOff(status: number, error: Error): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"user":{"_id":'));
      controller.error(error);
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

const answering = (res: Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => res),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

// The session's start check forgets the token on any failure but "unreachable" and an abort: a
// body cut off (a navigation, a dropped network) must be one of those, never a refusal.
describe('a body that breaks off', () => {
  it('is no answer: unreachable, status 0', async () => {
    answering(cutOff(200, new TypeError('network error')));
    const failure = await api.get('/profile').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(isUnreachable(failure)).toBe(true);
  });

  it('is no answer on a refusal too', async () => {
    answering(cutOff(401, new TypeError('network error')));
    const failure = await api.get('/profile').catch((e: unknown) => e);
    expect(isUnreachable(failure)).toBe(true);
  });

  it('stays an abort when the request was aborted', async () => {
    answering(cutOff(200, new DOMException('The user aborted a request.', 'AbortError')));
    const failure = await api.get('/profile').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
  });
});
