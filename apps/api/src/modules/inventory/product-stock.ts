import type { ProductStock } from '../catalog/product-stock.js';
import * as repo from './stock.repository.js';
import { bookDeltasAtStore, lockTotalsAtDefault, setTotalStock } from './stock.service.js';

/** The stock ledger as the catalogue's port asks for it; deps.ts wires it in as `deps.stock`. */
export const productStock: ProductStock = {
  setTotal: setTotalStock,
  hasHistory: repo.hasHistory,
  holdsFractions: repo.holdsFractions,
  atStoreSql: repo.atStoreSql,
  dropProductLevels: repo.deleteProductLevels,
  dropVariationLevels: repo.deleteVariationLevels,
  lockTotalsAtDefault,
  bookDeltasAtStore,
};
