import { SUBSCRIPTION_MESSAGES as M } from '@pos/contracts/subscription';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { isSandboxKey } from './checkout';
import {
  outcomeMessage,
  payFailure,
  requestFailureMessage,
  verifyFailureMessage,
} from './upgrade-errors';

const declined = new ApiError('Your card was declined by the bank (sandbox).', 402, {});
const offline = new ApiError('An unexpected error occurred.', 0, null);

describe('checkout outcomes', () => {
  it("a refused payment carries the bank's reason after 'Upgrade payment failed: '", () => {
    const outcome = payFailure(declined);
    expect(outcome).toEqual({
      status: 'failed',
      reason: 'Your card was declined by the bank (sandbox).',
    });
    expect(outcomeMessage(outcome)).toBe(
      'Upgrade payment failed: Your card was declined by the bank (sandbox).',
    );
  });

  it('no answer at all is the network error, shown as it is', () => {
    const outcome = payFailure(offline);
    expect(outcomeMessage(outcome)).toBe(M.networkError);
  });

  it('a closed checkout says nothing; a missing SDK says so', () => {
    expect(outcomeMessage({ status: 'dismissed' })).toBeNull();
    expect(outcomeMessage({ status: 'unavailable', message: M.sdkMissing })).toBe(
      'Razorpay SDK not loaded...',
    );
  });
});

describe('verification and request failures', () => {
  it('a refused verification is an upgrade failure with the server reason', () => {
    expect(verifyFailureMessage(new ApiError(M.verificationFailed, 400, {}))).toBe(
      'Upgrade payment failed: Payment verification failed.',
    );
    expect(verifyFailureMessage(offline)).toBe('Network error during upgrade payment...');
  });

  it("the upgrade request shows the API's refusal as it is", () => {
    expect(requestFailureMessage(new ApiError(M.higherPlanRequired, 400, {}))).toBe(
      'Please select a higher plan to upgrade.',
    );
    expect(requestFailureMessage(offline)).toBe(M.networkError);
  });
});

describe('gateway choice', () => {
  it('sandbox keys open our checkout, anything else is Razorpay', () => {
    expect(isSandboxKey('sandbox_0a1b2c3d4e5f60')).toBe(true);
    expect(isSandboxKey('rzp_live_ABCDEF')).toBe(false);
    expect(isSandboxKey('rzp_test_sandbox_x')).toBe(false);
  });
});
