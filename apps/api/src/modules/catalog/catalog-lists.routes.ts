import { ATTRIBUTE_MESSAGES, ZAttributeBody, ZAttributesQuery } from '@pos/contracts/attributes';
import { type Access, SCREENS } from '@pos/contracts/permissions';
import {
  PRODUCT_INFO_KINDS,
  type ProductInfoKind,
  ZProductInfoBody,
  ZProductInfoQuery,
} from '@pos/contracts/product-info';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../plugins/types.js';
import { attributes, manufacturers, marketers, suppliers } from './attributes.tables.js';
import { registerNamedList } from './named-lists.js';

/** The product form reads attributes, so product managers may read them too. */
const readAttributes: Access = {
  kind: 'permission',
  anyOf: ['manage_attributes', 'manage_products'],
};
const productInfo = SCREENS.products.access;
const infoTables: Record<ProductInfoKind, typeof attributes> = {
  manufactures: manufacturers,
  suppliers,
  'marketed-bys': marketers,
};

export const catalogListsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerNamedList(app, deps, {
    path: '/attributes',
    table: attributes,
    label: 'Attribute',
    read: readAttributes,
    write: SCREENS.attributes.access,
    nameTaken: ATTRIBUTE_MESSAGES.nameTaken,
    query: ZAttributesQuery,
    body: ZAttributeBody,
    editable: true,
  });
  for (const [kind, table] of Object.entries(infoTables) as [
    ProductInfoKind,
    typeof attributes,
  ][]) {
    const singular = PRODUCT_INFO_KINDS[kind].singular;
    const label = singular.charAt(0).toUpperCase() + singular.slice(1);
    registerNamedList(app, deps, {
      path: `/productAdditionalInfo/${kind}`,
      table,
      label,
      read: productInfo,
      write: productInfo,
      nameTaken: `A ${singular} with this name already exists.`,
      query: ZProductInfoQuery,
      body: ZProductInfoBody,
      editable: false,
    });
  }
};
