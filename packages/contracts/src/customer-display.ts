/**
 * The customer-facing display (docs/DESIGN.md, "Customer display"): a second screen paired with
 * one register by a short-lived code, showing what that register's cart holds — never costs,
 * other registers or other customers. The register sends the state its own screen shows; the
 * API keeps the latest one per register and pushes it to the paired displays.
 */
import { z } from 'zod';
import { ZId } from './list.js';
import { amountInput } from './sales.js';
import { UNITS } from './units.js';

/** How long a pairing code the register shows can be claimed by a display. */
export const PAIRING_MINUTES = 10;
/** How long a paired display stays paired unless it is disconnected first: a shop's day. */
export const DISPLAY_SESSION_HOURS = 16;

/** Letters and digits a customer can read off a screen: no 0/O, no 1/I. */
export const PAIRING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 8 characters of 32: 40 bits, claimed once within its 10 minutes, wrong ones throttled. */
export const PAIRING_CODE_LENGTH = 8;

/** A code as typed or scanned ("k7q2-xm3p") as it is stored ("K7Q2XM3P"). */
export const normalizePairingCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** A code as the register shows it: two groups of four ("K7Q2-XM3P"). */
export const pairingCodeText = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The display's page for a code: the register's QR code holds this URL. */
export const displayPath = (code: string) => `/display/${code}`;

const amount = amountInput();
const label = (max: number) => z.string().min(1).max(max);

/** One line of the cart as the customer sees it: what, how many, at what, for how much. */
export const ZDisplayLine = z.strictObject({
  name: label(300),
  /** The variation ("Large / Red"); null for a product without one. */
  detail: z.string().max(300).nullable(),
  quantity: z.number().positive().max(1_000_000),
  /** A weighed line's unit ("0.375 kg × 12.99/kg"); absent: counted. */
  unit: z.enum(UNITS).optional(),
  unitPrice: amount,
  /** Off the line: the cashier's discount and its share of the sale's. */
  discount: amount,
  /** The promotions that take their part off this line, each with what it takes. */
  promotions: z.array(z.strictObject({ name: label(200), amount })).max(20),
  /** What the line comes to after its promotions and discounts. */
  total: amount,
});
export type TDisplayLine = z.infer<typeof ZDisplayLine>;

/**
 * What a customer display shows: `idle` (nothing rung up: a welcome), `cart` (lines and totals,
 * and what was handed over once the cashier types it), `done` (the sale is made: the thank-you
 * with what was paid and the change).
 */
export const ZDisplayState = z.strictObject({
  phase: z.enum(['idle', 'cart', 'done']),
  lines: z.array(ZDisplayLine).max(500),
  /** Before discounts and promotions. */
  subtotal: amount,
  /** Everything off: promotions, line and sale discounts. */
  discount: amount,
  /** Each tax with what it comes to; `taxIncluded`: the prices already hold it. */
  taxes: z
    .array(z.strictObject({ name: label(100), rate: z.number().min(0).max(100), amount }))
    .max(20),
  taxIncluded: z.boolean(),
  total: amount,
  /** What the customer handed over (null until the cashier enters it) and gets back. */
  tendered: amount.nullable(),
  change: amount.nullable(),
  /** The receipt's number once the sale is made. */
  receipt: z.string().max(40).nullable(),
});
export type TDisplayState = z.infer<typeof ZDisplayState>;

/** Nothing rung up: what a display shows before the register has said anything. */
export const IDLE_DISPLAY: TDisplayState = {
  phase: 'idle',
  lines: [],
  subtotal: 0,
  discount: 0,
  taxes: [],
  taxIncluded: false,
  total: 0,
  tendered: null,
  change: null,
  receipt: null,
};

/** `PUT /customer-displays/state`: the register's cart, for its paired displays. */
export const ZDisplayStateBody = z.strictObject({
  /** The register's device id (the one its offline sales carry). */
  deviceId: ZId,
  state: ZDisplayState,
});
export type TDisplayStateBody = z.infer<typeof ZDisplayStateBody>;

/** `POST /customer-displays`: a new pairing code for this register's device. */
export const ZDisplayPairBody = z.strictObject({ deviceId: ZId });

/** `GET /customer-displays?deviceId=`: the displays paired (or waiting) with a register. */
export const ZDisplaysQuery = z.strictObject({ deviceId: ZId });

/** A display as the register lists it: waiting for its code to be claimed, or paired. */
export const ZDisplay = z.object({
  _id: ZId,
  deviceId: ZId,
  status: z.enum(['waiting', 'paired']),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** Until when the code can be claimed (`waiting`) or the display stays paired (`paired`). */
  expiresAt: z.string(),
  pairedAt: z.string().nullable(),
});
export type TDisplay = z.infer<typeof ZDisplay>;

export const ZDisplaysResponse = z.object({ data: z.array(ZDisplay) });

/** The pairing just made: the code is in this answer only (it is stored hashed). */
export const ZDisplayPairing = ZDisplay.extend({
  pairingCode: z.string(),
  /** The display's page, from the app's address: what the QR code holds. */
  url: z.string(),
});
export const ZDisplayPairingResponse = z.object({ data: ZDisplayPairing, message: z.string() });
export type TDisplayPairing = z.infer<typeof ZDisplayPairing>;

/** `POST /customer-displays/claim`: a display opens the code's page. */
export const ZDisplayClaimBody = z.strictObject({
  pairingCode: z.string().min(1).max(40),
});

/** Who the display shows: the shop's name and logo, and how it writes money. */
export const ZDisplayShop = z.object({
  name: z.string(),
  /** The logo's URL (the organization's own upload), or null. */
  logo: z.string().nullable(),
  currencySymbol: z.string(),
});

/** What a display shows now. */
export const ZDisplayView = z.object({ shop: ZDisplayShop, state: ZDisplayState });
export type TDisplayView = z.infer<typeof ZDisplayView>;
export const ZDisplayViewResponse = z.object({ data: ZDisplayView });

/** The claim's answer: the display's token (in this answer only), until when, and the view. */
export const ZDisplayClaimResponse = z.object({
  data: z.object({ token: z.string(), expiresAt: z.string(), view: ZDisplayView }),
});

/** The header a display sends its token in (it has no user session). */
export const DISPLAY_TOKEN_HEADER = 'x-display-token';
export const ZDisplayTokenHeaders = z.object({
  [DISPLAY_TOKEN_HEADER]: z.string().min(1).max(200),
});

/**
 * The events of `GET /customer-displays/view/events` (text/event-stream): `state` with a
 * `TDisplayView` each time the register's cart changes (and once on connecting), `unpaired`
 * when the display is disconnected or its pairing ends — then the stream closes.
 */
export const DISPLAY_EVENTS = { state: 'state', unpaired: 'unpaired' } as const;

/**
 * The complete events at the front of a stream's text (each `event:` with its `data:`; comment
 * lines, the keep-alives, are none), and what is left of a frame still arriving.
 */
export function takeEvents(buffer: string): {
  events: { event: string; data: string }[];
  rest: string;
} {
  const events: { event: string; data: string }[] = [];
  let rest = buffer;
  for (let cut = rest.indexOf('\n\n'); cut >= 0; cut = rest.indexOf('\n\n')) {
    const frame = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const event = /^event: (.*)$/m.exec(frame)?.[1];
    const data = /^data: (.*)$/m.exec(frame)?.[1];
    if (event && data !== undefined) events.push({ event, data });
  }
  return { events, rest };
}

export const DISPLAY_MESSAGES = {
  paired: 'Pairing code created.',
  unpaired: 'This display is no longer paired with a register. Pair it again from the register.',
  codeInvalid:
    'This pairing code is not valid: it was used already, disconnected, or is older than 10 minutes. Show a new one on the register.',
} as const;
