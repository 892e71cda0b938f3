import type { TImportField } from '@pos/contracts/imports';
import { msg } from '../../lib/i18n';

/** Each field a column may feed, as the mapping's Select names it (shown through t()). */
export const FIELD_LABELS: Record<TImportField, string> = {
  groupKey: msg('Product group (handle)'),
  id: msg('Vendor id'),
  name: msg('Name'),
  variantName: msg('Variation name'),
  description: msg('Description'),
  category: msg('Category'),
  sku: msg('SKU'),
  barcode: msg('Barcode'),
  price: msg('Price'),
  cost: msg('Cost'),
  quantity: msg('Stock quantity'),
  unit: msg('Unit'),
  soldByWeight: msg('Sold by weight'),
  active: msg('Active'),
  status: msg('Status'),
  archived: msg('Archived'),
  taxName: msg('Tax'),
  option1Name: msg('Option 1 name'),
  option1Value: msg('Option 1 value'),
  option2Name: msg('Option 2 name'),
  option2Value: msg('Option 2 value'),
  option3Name: msg('Option 3 name'),
  option3Value: msg('Option 3 value'),
  code: msg('Customer code'),
  fullName: msg('Full name'),
  firstName: msg('First name'),
  lastName: msg('Last name'),
  company: msg('Company'),
  nickname: msg('Nickname'),
  email: msg('E-mail'),
  phone: msg('Phone'),
  note: msg('Note'),
  storeCredit: msg('Store credit balance'),
  account: msg('Account balance'),
  points: msg('Points balance'),
  location: msg('Location'),
  onHandNew: msg('On hand (new)'),
  onHand: msg('On hand'),
  available: msg('Available'),
};

/** A column named for a store, a tax or a category level (Square's `Current Quantity Main`). */
export const NAMED_LABELS: Record<string, string> = {
  stockAt: msg('Stock at {{name}}'),
  priceAt: msg('Price at {{name}}'),
  availableAt: msg('Available at {{name}}'),
  taxFlag: msg('Tax {{name}} (yes or no)'),
  subcategory: msg('Category level {{name}}'),
};

/** What a file holds, as the preview names its layout. */
export const LAYOUT_KINDS: Record<string, string> = {
  products: msg('products'),
  customers: msg('customers'),
  inventory: msg('inventory levels'),
};
