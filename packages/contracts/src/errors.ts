import { z } from 'zod';

/**
 * Every `code` an error answer of the API carries (DESIGN §5): a client decides on the code, never
 * on the message text, which is for people and may change. A generic code (`BAD_REQUEST`,
 * `CONFLICT`, …) is kept where no client needs to tell one refusal from another; the domain codes
 * name the refusals the web app or an integrator acts on.
 */
export const ERROR_CODES = [
  // 400
  /** A request the API refuses for a reason no client needs to tell apart; read `message`. */
  'BAD_REQUEST',
  /** A field breaks the schema, the text rule or a service's rule; `details`: field path → message. */
  'VALIDATION_ERROR',
  /** A PUT or PATCH with an empty object: nothing to change. */
  'EMPTY_UPDATE',
  /** The body is not valid JSON. */
  'INVALID_JSON',
  /** The content type says JSON but the body is empty. */
  'EMPTY_BODY',
  /** A multipart/form-data body that is malformed, cut off or not multipart at all. */
  'INVALID_MULTIPART',
  /** The path is not a valid URL component (broken percent-encoding). */
  'INVALID_URL',
  /** More rows match than one unpaginated answer may hold: paginate or narrow the filters. */
  'TOO_MANY_ROWS',
  /** The register's catalogue cursor is not one this server made: sync again without it. */
  'CURSOR_INVALID',
  /** The password reset link is unknown, used or expired: ask for a new one. */
  'RESET_LINK_INVALID',
  /** The e-mail verification link is unknown, used, expired or for another address. */
  'VERIFY_LINK_INVALID',
  /** A payment whose order or signature does not check out: nothing was paid for. */
  'PAYMENT_VERIFICATION_FAILED',
  /**
   * An offline sale's `createdAt` more than 5 minutes ahead of the server's clock or older than
   * 30 days: the device's clock is wrong or the sale is too old to book.
   */
  'OFFLINE_TIME_OUT_OF_RANGE',
  /** Store credit is paid from or refunded to a customer's: the sale (or the body) names none. */
  'CUSTOMER_REQUIRED',
  /** An offline sale paid from stored value beyond what the organization lets a register take offline. */
  'STORED_VALUE_OFFLINE',
  /**
   * A scale label the shop's rules take that cannot be sold: its check digit is wrong (scan it
   * again), it carries no price or weight, or it cannot sell its item (a weight label of an item
   * sold each); also a sale line whose label is not one, or names another item.
   */
  'SCALE_BARCODE_INVALID',
  /**
   * An import's file is not an export of the POS and kind chosen: the columns that layout needs
   * are missing (`details.missing`) or none is recognised. Choose the right file, or map its columns.
   */
  'IMPORT_LAYOUT_UNKNOWN',
  // 401
  /** No session, or an expired or invalid one: sign in (again). */
  'UNAUTHORIZED',
  /** Sign-in with an unknown login or a wrong password. */
  'INVALID_CREDENTIALS',
  /** A manager's approval asked with an unknown e-mail or a wrong register PIN. */
  'INVALID_PIN',
  /** A customer display's token is unknown, revoked or expired: pair the display again. */
  'DISPLAY_UNPAIRED',
  // 402
  /** The subscription has expired: writes and sales are refused until it is renewed. */
  'SUBSCRIPTION_EXPIRED',
  /** The billing period has no sale credits left: upgrade to keep selling. */
  'NO_CREDITS',
  /** The payment was declined (the payment sandbox's failure outcome). */
  'PAYMENT_FAILED',
  // 403
  /** The caller lacks a permission (`details.permission` names it when there is one). */
  'FORBIDDEN',
  /** The user's account is disabled. */
  'ACCOUNT_DISABLED',
  /** The user's organization is disabled. */
  'ORGANIZATION_DISABLED',
  /** Only an Owner can make, change or delete an Owner. */
  'ONLY_OWNER',
  /** The `X-Approval` token is unknown, used, expired, or for another action or sale. */
  'APPROVAL_INVALID',
  /** A discount above the cashier's limit: a manager whose limit covers it must approve it. */
  'APPROVAL_REQUIRED',
  /** A route about a person (their profile, password, the API keys): an API key may not call it. */
  'API_KEY_NOT_ALLOWED',
  // 404
  /** The route or a named row does not exist (or belongs to another organization). */
  'NOT_FOUND',
  /** No product or variation has the scanned barcode. */
  'BARCODE_UNKNOWN',
  /** No product or variation has a SKU a label was asked for. */
  'SKU_UNKNOWN',
  /** No gift card of the organization has this code (wrong codes are throttled like sign-in). */
  'GIFT_CARD_NOT_FOUND',
  /**
   * No customer display waits for this pairing code: mistyped, used, revoked or older than its
   * 10 minutes (unknown codes are throttled like sign-in).
   */
  'PAIRING_CODE_INVALID',
  // 409
  /** An import of the organization is still queued or running: wait for it (one at a time). */
  'IMPORT_ALREADY_RUNNING',
  /** The request conflicts with the current state in a way no client needs to tell apart. */
  'CONFLICT',
  /** Another row of the organization already has this name. */
  'NAME_TAKEN',
  /** Another product or variation already has this SKU (`details.skus` when known). */
  'SKU_TAKEN',
  /** Another promotion of the organization already has this coupon code (any letter case). */
  'COUPON_TAKEN',
  /** Another account already uses this e-mail address. */
  'EMAIL_TAKEN',
  /** Another account already uses this username. */
  'USERNAME_TAKEN',
  /** Another organization already uses this organization code. */
  'ORGANIZATION_CODE_TAKEN',
  /** The name is reserved for a built-in row. */
  'NAME_RESERVED',
  /** A built-in role or permission cannot be renamed, deleted or given other permissions. */
  'BUILT_IN_LOCKED',
  /** The row is still referenced (sales, stock history, products, users…): not deleted. */
  'IN_USE',
  /** The platform currency cannot change while paid subscriptions renew in it. */
  'CURRENCY_IN_USE',
  /** The product or location still holds stock: bring it to zero first. */
  'HAS_STOCK',
  /** The organization must keep at least one Owner. */
  'LAST_OWNER',
  /** The default store cannot be deactivated, un-defaulted or deleted. */
  'DEFAULT_STORE_KEPT',
  /** The default tax class cannot be deleted or stop being the default. */
  'DEFAULT_TAX_CLASS_KEPT',
  /** The organization has no default store to book stock or sales at. */
  'NO_DEFAULT_STORE',
  /** The store or warehouse named is inactive. */
  'LOCATION_INACTIVE',
  /** The item (an inactive variation) is not for sale. */
  'NOT_FOR_SALE',
  /**
   * Taking the stock would go below zero; `details` has `available` and `requested` (the first
   * short item) and, on a sale, `lines`: each short item (productId, variationId, requested,
   * available, index).
   */
  'INSUFFICIENT_STOCK',
  /** A stored-value balance would leave its range (below zero; beyond an account's limit). */
  'INSUFFICIENT_BALANCE',
  /** The customer has no charge account (no credit limit): nothing can be charged to it. */
  'NO_CHARGE_ACCOUNT',
  /** A payment on account for a customer who owes nothing on it. */
  'NOTHING_OWED',
  /** Points paid where the shop runs no loyalty programme (general settings' `loyalty`). */
  'LOYALTY_DISABLED',
  /** A card or UPI payment on account for more than the customer owes (only cash gives change). */
  'PAYMENT_EXCEEDS_OWED',
  /** The gift card has expired: it pays for nothing more (its balance stays, as breakage). */
  'GIFT_CARD_EXPIRED',
  /** Another gift card of the organization already has this code. */
  'GIFT_CARD_CODE_TAKEN',
  /** The sale has already been refunded. */
  'ALREADY_REFUNDED',
  /** The e-mail address is already verified. */
  'ALREADY_VERIFIED',
  /** The subscription is already cancelled. */
  'ALREADY_CANCELLED',
  /** The manager asked to approve at a register has no register PIN yet (set in Profile). */
  'PIN_NOT_SET',
  /** The organization sells only in an open shift (general settings): open one first. */
  'SHIFT_REQUIRED',
  /** The cashier already has an open shift at that store. */
  'SHIFT_ALREADY_OPEN',
  /** The shift is closed: it takes no more sales, returns or cash movements. */
  'SHIFT_CLOSED',
  /** A return asks for more units of a line than are left to return (`details.itemId`). */
  'RETURN_EXCEEDS_SOLD',
  /** The sale cannot be returned (it never completed). */
  'NOT_RETURNABLE',
  /** The sale's receipt was e-mailed as many times as allowed. */
  'RECEIPT_EMAIL_LIMIT',
  /** The customer's statement was e-mailed as many times today (UTC) as allowed. */
  'STATEMENT_EMAIL_LIMIT',
  /** Another sale of the same device already has this local receipt number (another Idempotency-Key). */
  'LOCAL_NUMBER_TAKEN',
  /** The sale is not flagged for review (never was, or already reviewed). */
  'NOT_FLAGGED_FOR_REVIEW',
  /** The purchase order's status does not allow this (a change after Draft, a receipt of a draft…). */
  'PURCHASE_ORDER_STATUS',
  /** A receipt would take a line past its ordered quantity (`details.lineId`). */
  'OVER_RECEIPT',
  /** The stock count is posted or cancelled: it cannot change any more. */
  'STOCK_COUNT_CLOSED',
  /** A scanned item is outside the category the stock count covers. */
  'NOT_IN_COUNT',
  /** The purchase order cannot be e-mailed: its supplier has no e-mail address (`details.supplierId`). */
  'SUPPLIER_NO_EMAIL',
  /** Reorder lines name items whose product has no supplier (`details.productIds`). */
  'REORDER_NO_SUPPLIER',
  // 405
  /** The path exists but not with this method; the `allow` header lists the methods it has. */
  'METHOD_NOT_ALLOWED',
  // 413, 414, 415
  /** The body or the uploaded file is larger than allowed. */
  'PAYLOAD_TOO_LARGE',
  /** A path parameter is longer than the router accepts. */
  'URI_TOO_LONG',
  /** The content type or the file's type is not accepted (an unsafe SVG included). */
  'UNSUPPORTED_MEDIA_TYPE',
  // 422
  /** The Idempotency-Key was already used for a different request: use a new key. */
  'IDEMPOTENCY_MISMATCH',
  // 429
  /** Too many attempts; the `retry-after` header and `details.retryAfterSeconds` say when to retry. */
  'TOO_MANY_REQUESTS',
  // 5xx
  /** An unexpected failure on the server; the message never says more. */
  'INTERNAL',
  /** The payment provider could not be reached or answered an error: try again. */
  'PAYMENT_GATEWAY_ERROR',
  /** The platform is in maintenance; the message is the operators'. */
  'MAINTENANCE',
  /**
   * `/readyz`: send this instance no requests now — it is draining, its database does not
   * answer, or a migration this build needs is missing (`details.reason` says which).
   */
  'NOT_READY',
] as const;

export const ZErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ZErrorCode>;

/**
 * The HTTP status each code is answered with. The one exception: a client error of the HTTP
 * layer with no code of its own (a rare status such as 406) keeps its status under the generic
 * code of the same family.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  EMPTY_UPDATE: 400,
  INVALID_JSON: 400,
  EMPTY_BODY: 400,
  INVALID_MULTIPART: 400,
  INVALID_URL: 400,
  TOO_MANY_ROWS: 400,
  CURSOR_INVALID: 400,
  RESET_LINK_INVALID: 400,
  VERIFY_LINK_INVALID: 400,
  PAYMENT_VERIFICATION_FAILED: 400,
  OFFLINE_TIME_OUT_OF_RANGE: 400,
  CUSTOMER_REQUIRED: 400,
  STORED_VALUE_OFFLINE: 400,
  SCALE_BARCODE_INVALID: 400,
  IMPORT_LAYOUT_UNKNOWN: 400,
  IMPORT_ALREADY_RUNNING: 409,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_PIN: 401,
  DISPLAY_UNPAIRED: 401,
  SUBSCRIPTION_EXPIRED: 402,
  NO_CREDITS: 402,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  ORGANIZATION_DISABLED: 403,
  ONLY_OWNER: 403,
  APPROVAL_INVALID: 403,
  APPROVAL_REQUIRED: 403,
  API_KEY_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  BARCODE_UNKNOWN: 404,
  SKU_UNKNOWN: 404,
  GIFT_CARD_NOT_FOUND: 404,
  PAIRING_CODE_INVALID: 404,
  CONFLICT: 409,
  NAME_TAKEN: 409,
  SKU_TAKEN: 409,
  COUPON_TAKEN: 409,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  ORGANIZATION_CODE_TAKEN: 409,
  NAME_RESERVED: 409,
  BUILT_IN_LOCKED: 409,
  IN_USE: 409,
  CURRENCY_IN_USE: 409,
  HAS_STOCK: 409,
  LAST_OWNER: 409,
  DEFAULT_STORE_KEPT: 409,
  DEFAULT_TAX_CLASS_KEPT: 409,
  NO_DEFAULT_STORE: 409,
  LOCATION_INACTIVE: 409,
  NOT_FOR_SALE: 409,
  INSUFFICIENT_STOCK: 409,
  INSUFFICIENT_BALANCE: 409,
  NO_CHARGE_ACCOUNT: 409,
  NOTHING_OWED: 409,
  LOYALTY_DISABLED: 409,
  PAYMENT_EXCEEDS_OWED: 409,
  GIFT_CARD_EXPIRED: 409,
  GIFT_CARD_CODE_TAKEN: 409,
  ALREADY_REFUNDED: 409,
  ALREADY_VERIFIED: 409,
  ALREADY_CANCELLED: 409,
  PIN_NOT_SET: 409,
  SHIFT_REQUIRED: 409,
  SHIFT_ALREADY_OPEN: 409,
  SHIFT_CLOSED: 409,
  RETURN_EXCEEDS_SOLD: 409,
  NOT_RETURNABLE: 409,
  RECEIPT_EMAIL_LIMIT: 409,
  STATEMENT_EMAIL_LIMIT: 409,
  LOCAL_NUMBER_TAKEN: 409,
  NOT_FLAGGED_FOR_REVIEW: 409,
  PURCHASE_ORDER_STATUS: 409,
  OVER_RECEIPT: 409,
  SUPPLIER_NO_EMAIL: 409,
  STOCK_COUNT_CLOSED: 409,
  NOT_IN_COUNT: 409,
  REORDER_NO_SUPPLIER: 409,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_MISMATCH: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  PAYMENT_GATEWAY_ERROR: 502,
  MAINTENANCE: 503,
  NOT_READY: 503,
} as const satisfies Record<ErrorCode, number>;

/** The codes answered with HTTP status `S` (so `conflict(…, 'NAME_TAKEN')` type-checks, `'NOT_FOUND'` not). */
export type ErrorCodeOf<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_STATUS)[K] extends S ? K : never;
}[ErrorCode];
