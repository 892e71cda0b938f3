import type { ErrorCode } from '@pos/contracts/errors';
import { sqlStateOf } from './errors.js';

/**
 * The SQLSTATEs the database functions raise (`modules/<module>/*.functions.sql`;
 * docs/ARCHITECTURE.md, "Database functions") and the code of `ERROR_CODES` each one is answered
 * with. The service that runs the function words the message; `db-errors.test.ts` checks that
 * every code a source raises is here.
 */
export const DB_FUNCTION_ERRORS = {
  /** `sale_uses_credit` (sales): an online sale's commit found no credit of the period left. */
  PX402: 'NO_CREDITS',
  /**
   * `stock_shortfall` (inventory): a stock move takes its level below zero; DETAIL is the
   * move's `{ord, available, requested}` as JSON.
   */
  PX409: 'INSUFFICIENT_STOCK',
  /** `sale_uses_credit` (sales): the sale's shift was closed before its commit. */
  PX411: 'SHIFT_CLOSED',
} as const satisfies Record<string, ErrorCode>;

export type DbFunctionError = (typeof DB_FUNCTION_ERRORS)[keyof typeof DB_FUNCTION_ERRORS];

/** The error code of what a database function raised (`DB_FUNCTION_ERRORS`), else null. */
export function raisedByFunction(err: unknown): DbFunctionError | null {
  const state = sqlStateOf(err);
  return state !== undefined && Object.hasOwn(DB_FUNCTION_ERRORS, state)
    ? DB_FUNCTION_ERRORS[state as keyof typeof DB_FUNCTION_ERRORS]
    : null;
}
