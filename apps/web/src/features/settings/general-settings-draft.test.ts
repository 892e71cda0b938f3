import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  checkSettings,
  draftFromSettings,
  isShownField,
  loyaltyExample,
  newTaxId,
  newTaxRow,
  serverErrors,
} from './general-settings-draft';

describe('general settings draft', () => {
  it('makes new tax rows with distinct ids, each its row key', () => {
    expect(newTaxId()).not.toBe(newTaxId());
    expect(newTaxRow('a')).toEqual({ key: 'a', id: 'a', name: '', rate: '' });
  });

  it('answers the whole settings object when valid, the symbol that of the code', () => {
    const draft = draftFromSettings(DEFAULT_GENERAL_SETTINGS);
    const check = checkSettings({
      ...draft,
      // The stored symbol of before: the code picked decides.
      currencySymbol: '$',
      currencyCode: 'EUR',
      itemsPerPage: '25',
      taxes: [{ key: 't1', id: 't1', name: 'VAT', rate: 20.5 }],
    });
    expect(check.errors).toBeNull();
    expect(check.settings).toEqual({
      ...DEFAULT_GENERAL_SETTINGS,
      currencySymbol: '€',
      currencyCode: 'EUR',
      itemsPerPage: 25,
      taxes: [{ id: 't1', name: 'VAT', rate: 20.5 }],
    });
  });

  it('keys messages by field path, down to a tax row', () => {
    const check = checkSettings({
      ...draftFromSettings(DEFAULT_GENERAL_SETTINGS),
      itemsPerPage: 0,
      taxes: [
        { key: 't1', id: 't1', name: 'VAT', rate: 10 },
        { key: 't2', id: 't2', name: '', rate: '' },
      ],
    });
    expect(check.errors).toEqual({
      itemsPerPage: 'Items per page must be at least 1.',
      'taxes.1.name': 'Tax name is required.',
      'taxes.1.rate': 'Tax rate must be a number.',
    });
  });

  it('refuses a rate below 0 or with more than 2 decimals', () => {
    const draft = draftFromSettings(DEFAULT_GENERAL_SETTINGS);
    expect(
      checkSettings({ ...draft, taxes: [{ key: 'x', id: 'x', name: 'T', rate: -1 }] }).errors,
    ).toEqual({
      'taxes.0.rate': 'Tax rate must be at least 0.',
    });
    expect(
      checkSettings({ ...draft, taxes: [{ key: 'x', id: 'x', name: 'T', rate: 1.005 }] }).errors,
    ).toEqual({ 'taxes.0.rate': 'Tax rate has at most 2 decimals.' });
  });

  it('reads the API details with or without the body. prefix', () => {
    const errors = serverErrors({
      'body.taxes.0.rate': 'Bad rate.',
      currencyCode: 'Bad code.',
      x: 1,
    });
    expect(errors).toEqual({ 'taxes.0.rate': 'Bad rate.', currencyCode: 'Bad code.' });
    expect(isShownField('taxes.0.rate')).toBe(true);
    expect(isShownField('taxes.0.id')).toBe(false);
    expect(isShownField('allowNegativeStock')).toBe(false);
  });

  it('sends the loyalty programme and the offline limit as typed, keyed to their fields', () => {
    const draft = draftFromSettings(DEFAULT_GENERAL_SETTINGS);
    const on = checkSettings({
      ...draft,
      loyalty: { enabled: true, earnPerUnit: '2.5', redeemValue: 0.02, minRedeem: '50' },
      offlineStoredValueLimit: '25',
    });
    expect(on.settings).toMatchObject({
      loyalty: { enabled: true, earnPerUnit: 2.5, redeemValue: 0.02, minRedeem: 50 },
      offlineStoredValueLimit: 25,
    });
    const wrong = checkSettings({
      ...draft,
      loyalty: { enabled: true, earnPerUnit: 1, redeemValue: 0, minRedeem: '' },
      offlineStoredValueLimit: -1,
    });
    expect(Object.keys(wrong.errors ?? {}).sort()).toEqual([
      'loyalty.minRedeem',
      'loyalty.redeemValue',
      'offlineStoredValueLimit',
    ]);
    expect(Object.keys(wrong.errors ?? {}).every(isShownField)).toBe(true);
  });

  it('gives an example of what points pay and earn', () => {
    const money = (n: number) => `$${n.toFixed(2)}`;
    const t = i18n.getFixedT('en', 'settings');
    expect(
      loyaltyExample(
        { enabled: true, earnPerUnit: 1, redeemValue: 0.01, minRedeem: 100 },
        money,
        t,
      ),
    ).toBe('100 points pay $1.00; spending $100.00 earns 100 points.');
    expect(
      loyaltyExample(
        { enabled: true, earnPerUnit: 0, redeemValue: '0.05', minRedeem: 1 },
        money,
        t,
      ),
    ).toBe('1 point pays $0.05.');
    expect(
      loyaltyExample({ enabled: true, earnPerUnit: 1, redeemValue: '', minRedeem: 1 }, money, t),
    ).toBeNull();
  });

  it('keeps the scale barcode rules, their digits sent as numbers, messages keyed to each rule', () => {
    const rule = {
      symbology: 'ean13' as const,
      prefix: '21',
      itemDigits: 5,
      valueDigits: 5,
      kind: 'price' as const,
      decimals: 2 as const,
    };
    const draft = draftFromSettings({ ...DEFAULT_GENERAL_SETTINGS, scaleBarcodes: [rule] });
    expect(draft.scaleBarcodes).toEqual([{ ...rule, key: expect.any(String) }]);
    const typed = checkSettings({
      ...draft,
      scaleBarcodes: [{ ...rule, key: 'a', itemDigits: '5', valueDigits: '5' }],
    });
    expect(typed.settings?.scaleBarcodes).toEqual([rule]);

    const wrong = checkSettings({
      ...draft,
      scaleBarcodes: [
        { ...rule, key: 'a', itemDigits: 4 },
        { ...rule, key: 'b', prefix: '3', valueDigits: '' },
      ],
    });
    expect(wrong.errors).toEqual({
      'scaleBarcodes.0':
        'Prefix, item and value digits and the check digit must make the code’s length (13 for EAN-13, 12 for UPC-A).',
      'scaleBarcodes.1.prefix': 'The prefix is 2, or 20 to 29.',
      'scaleBarcodes.1.valueDigits': 'Value digits are a whole number from 1 to 6.',
    });
    expect(Object.keys(wrong.errors ?? {}).every(isShownField)).toBe(true);

    // Two rules that would read one code: the list's message, shown under the rules.
    const twice = checkSettings({
      ...draft,
      scaleBarcodes: [
        { ...rule, key: 'a' },
        { ...rule, key: 'b', kind: 'weight', decimals: 3 },
      ],
    });
    expect(Object.keys(twice.errors ?? {})).toEqual(['scaleBarcodes']);
    expect(isShownField('scaleBarcodes')).toBe(true);
    expect(serverErrors({ 'body.scaleBarcodes.0.prefix': 'Bad prefix.' })).toEqual({
      'scaleBarcodes.0.prefix': 'Bad prefix.',
    });
  });
});
