import {
  DISPLAY_EVENTS,
  DISPLAY_TOKEN_HEADER,
  normalizePairingCode,
  type TDisplayView,
  takeEvents,
} from '@pos/contracts/customer-display';
import { isAbort } from '../../api/api-error';
import { API_BASE, api } from '../../api/client';

/**
 * A customer display's side of the pairing (docs/DESIGN.md, "Customer display"): the code of
 * its page becomes its token once, kept in this browser for that code, so reloading the page
 * keeps the display paired; the token goes in a header, never in a URL.
 */
const tokenKey = (code: string) => `pos.display.${normalizePairingCode(code)}`;

export const storedToken = (code: string) => localStorage.getItem(tokenKey(code));
export const forgetToken = (code: string) => localStorage.removeItem(tokenKey(code));

/** Claims the page's code (once): answers what the display shows now. */
export async function claimCode(code: string): Promise<TDisplayView> {
  const answer = await api.post<{ data: { token: string; view: TDisplayView } }>(
    '/customer-displays/claim',
    { pairingCode: code },
    { auth: false },
  );
  localStorage.setItem(tokenKey(code), answer.data.token);
  return answer.data.view;
}

export type StreamEnd = 'unpaired' | 'lost';

/**
 * Reads the display's event stream until it ends: each view to `onView`; answers `unpaired`
 * when the register disconnected it (or its token is refused), `lost` when the connection
 * dropped (the caller connects again).
 */
export async function followDisplay(
  token: string,
  onView: (view: TDisplayView) => void,
  signal: AbortSignal,
): Promise<StreamEnd> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/customer-displays/view/events`, {
      headers: { [DISPLAY_TOKEN_HEADER]: token, Accept: 'text/event-stream' },
      signal,
      cache: 'no-store',
    });
  } catch (err) {
    if (isAbort(err)) throw err;
    return 'lost';
  }
  if (res.status === 401) return 'unpaired';
  if (!res.ok || !res.body) return 'lost';
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'lost';
      const taken = takeEvents(buffer + value);
      buffer = taken.rest;
      for (const { event, data } of taken.events) {
        if (event === DISPLAY_EVENTS.unpaired) return 'unpaired';
        if (event === DISPLAY_EVENTS.state) onView(JSON.parse(data) as TDisplayView);
      }
    }
  } catch (err) {
    if (isAbort(err)) throw err;
    return 'lost';
  }
}
