import { useEffect } from 'react';

interface RegisterKeys {
  /** A sale has been made: the keys work on the next one. */
  done: boolean;
  newSale: () => void;
  focusBarcode: () => void;
  focusSearch: () => void;
  complete: () => void;
}

/** F2: the barcode field (or a new sale once one is done); F4: product search; Ctrl+Enter: sale. */
export function useRegisterKeys({
  done,
  newSale,
  focusBarcode,
  focusSearch,
  complete,
}: RegisterKeys) {
  useEffect(() => {
    const actions = new Map<string, () => void>([
      ['F2', done ? newSale : focusBarcode],
      [
        'F4',
        () => {
          if (!done) focusSearch();
        },
      ],
    ]);
    const onKey = (e: KeyboardEvent) => {
      const completes = e.key === 'Enter' && (e.ctrlKey || e.metaKey);
      const action = completes ? complete : actions.get(e.key);
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [done, newSale, focusBarcode, focusSearch, complete]);
}
