import { describe, expect, it } from 'vitest';
import { normalizePairingCode, pairingCodeText, takeEvents } from './customer-display.js';

describe('customer display', () => {
  it('takes the complete events off a stream, keep-alives left out, a frame still arriving kept', () => {
    const { events, rest } = takeEvents(
      'event: state\ndata: {"a":1}\n\n: keep-alive\n\nevent: unpaired\ndata: {}\n\nevent: sta',
    );
    expect(events).toEqual([
      { event: 'state', data: '{"a":1}' },
      { event: 'unpaired', data: '{}' },
    ]);
    expect(rest).toBe('event: sta');
    expect(takeEvents(`${rest}te\ndata: {"b":2}\n\n`).events).toEqual([
      { event: 'state', data: '{"b":2}' },
    ]);
  });

  it('reads a pairing code however it was typed', () => {
    expect(normalizePairingCode(' k7q2-xm3p ')).toBe('K7Q2XM3P');
    expect(pairingCodeText('K7Q2XM3P')).toBe('K7Q2-XM3P');
  });
});
