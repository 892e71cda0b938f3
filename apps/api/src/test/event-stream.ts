/**
 * A server-sent events client for tests: reads a stream as a browser's fetch would and hands
 * over each event (`event:` and its JSON `data:`) in order.
 */
import { takeEvents } from '@pos/contracts/customer-display';

export interface StreamEvent {
  event: string;
  data: unknown;
}

export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiting: (() => void)[] = [];
  let ended = false;
  const wake = () => {
    for (const w of waiting.splice(0)) w();
  };
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        const taken = takeEvents(buffer + decoder.decode(chunk as Uint8Array, { stream: true }));
        buffer = taken.rest;
        for (const e of taken.events) events.push({ event: e.event, data: JSON.parse(e.data) });
        wake();
      }
    } catch {
      // Aborted by `close`.
    }
    ended = true;
    wake();
  };
  void pump();
  let read = 0;
  return {
    status: res.status,
    headers: res.headers,
    /** The next event (waits up to `ms`); null once the stream has ended. */
    async next(ms = 5000): Promise<StreamEvent | null> {
      const deadline = Date.now() + ms;
      while (read >= events.length) {
        if (ended) return null;
        if (Date.now() > deadline) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return events[read++] ?? null;
    },
    /** Whether the server ended the stream (waits up to `ms`). */
    async ended(ms = 5000) {
      const deadline = Date.now() + ms;
      while (!ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return ended;
    },
    close: () => controller.abort(),
  };
}
