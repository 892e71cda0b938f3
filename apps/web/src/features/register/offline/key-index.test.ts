import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyIndex } from './key-index';

describe('the register’s key index', () => {
  it('answers exactly the ids of the keys starting with a prefix, after any adds and removes', () => {
    const key = fc.stringMatching(/^[abc]{0,4}$/);
    const op = fc.record({ add: fc.boolean(), key, id: fc.constantFrom('1', '2', '3', '4') });
    fc.assert(
      fc.property(
        fc.array(fc.array(op, { maxLength: 300 }), { maxLength: 4 }),
        key,
        (batches, prefix) => {
          const index = new KeyIndex();
          const naive = new Map<string, Set<string>>();
          for (const batch of batches) {
            for (const { add, key: k, id } of batch) {
              const ids = naive.get(k) ?? new Set();
              naive.set(k, ids);
              if (add) {
                index.add(k, id);
                ids.add(id);
              } else {
                index.remove(k, id);
                ids.delete(id);
              }
            }
            // Reads between batches: the sorted keys are kept, the pending ones merged in.
            [...index.startingWith('')];
          }
          const wanted = [...naive.keys()]
            .filter((k) => k.startsWith(prefix))
            .sort()
            .flatMap((k) => [...(naive.get(k) ?? [])]);
          expect([...index.startingWith(prefix)]).toEqual(wanted);
          expect([...index.exact(prefix)]).toEqual([...(naive.get(prefix) ?? [])]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
