import { pointsValueCents } from '@pos/contracts/loyalty';
import { describe, expect, it } from 'vitest';
import { defaultPoints, mostPointsWithin, pointsStep } from './points';

const terms = { redeemValue: 0.01, minRedeem: 100 };

describe('points at the register', () => {
  it('offers the most points held that are worth no more than is left to pay', () => {
    // $12.34 left, a point pays a cent: 1234 points; the customer holds fewer: all of them.
    expect(defaultPoints(5000, 1234, terms)).toBe(1234);
    expect(defaultPoints(800, 1234, terms)).toBe(800);
  });

  it('offers nothing below the shop’s minimum', () => {
    expect(defaultPoints(99, 5000, terms)).toBeNull();
    // $0.50 left: 50 points would pay it, fewer than the 100 a sale redeems at least.
    expect(defaultPoints(5000, 50, terms)).toBeNull();
    expect(defaultPoints(100, 100, terms)).toBe(100);
  });

  it('steps so the points pay whole cents', () => {
    expect(pointsStep(0.01)).toBe(1);
    expect(pointsStep(0.0125)).toBe(4);
    expect(pointsStep(0.0001)).toBe(100);
    // 1.25 cents a point, $10.01 left: 800 points pay $10.00 (801 would pay $10.01 only rounded).
    expect(defaultPoints(5000, 1001, { redeemValue: 0.0125, minRedeem: 1 })).toBe(800);
  });

  it('never offers points worth more than is left, whatever the rounding', () => {
    for (const redeemValue of [0.0001, 0.0033, 0.01, 0.0125, 0.07, 1.5]) {
      for (const cents of [1, 99, 100, 1234, 99_999]) {
        const most = mostPointsWithin(cents, redeemValue);
        expect(pointsValueCents(most, redeemValue)).toBeLessThanOrEqual(cents);
        expect(pointsValueCents(most + 1, redeemValue)).toBeGreaterThan(cents);
        const offered = defaultPoints(10_000_000, cents, { redeemValue, minRedeem: 1 });
        if (offered !== null) {
          expect(pointsValueCents(offered, redeemValue)).toBeLessThanOrEqual(cents);
        }
      }
    }
  });
});
