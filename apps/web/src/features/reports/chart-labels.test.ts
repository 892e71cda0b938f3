import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartLabels } from './chart-labels';

const TEA = 'Organic Darjeeling Green Tea Loose Leaf';

describe('chart labels', () => {
  it('keeps short names whole and cuts long ones at the end', () => {
    expect(chartLabels([{ name: 'Mug' }, { name: 'A very long product name indeed' }], 18)).toEqual(
      ['Mug', 'A very long produ…'],
    );
  });

  it('tells apart names alike at the start by their SKU, else by their end', () => {
    expect(
      chartLabels(
        [
          { name: `${TEA} 250g`, sku: 'TEA-250' },
          { name: `${TEA} 500g`, sku: 'TEA-500' },
        ],
        24,
      ),
    ).toEqual(['Organic Darje… · TEA-250', 'Organic Darje… · TEA-500']);
    expect(chartLabels([{ name: `${TEA} 250g` }, { name: `${TEA} 500g` }], 24)).toEqual([
      'Organic Darj…e Leaf 250g',
      'Organic Darj…e Leaf 500g',
    ]);
    expect(chartLabels([{ name: 'Same' }, { name: 'Same' }], 18)).toEqual(['Same (1)', 'Same (2)']);
  });

  it('never gives two rows the same label, nor one longer than asked (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.string({ minLength: 1, maxLength: 60 }),
            sku: fc.option(fc.string({ minLength: 1, maxLength: 16 })),
          }),
          { maxLength: 10 },
        ),
        fc.integer({ min: 12, max: 30 }),
        (items, max) => {
          const labels = chartLabels(items, max);
          expect(new Set(labels).size).toBe(labels.length);
          for (const l of labels) expect(l.length).toBeLessThanOrEqual(max);
        },
      ),
      { seed: 23, numRuns: 500 },
    );
  });
});
