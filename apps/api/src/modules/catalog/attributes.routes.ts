import { ATTRIBUTE_MESSAGES, ZAttributeBody, ZAttributesQuery } from '@pos/contracts/attributes';
import { type Access, SCREENS } from '@pos/contracts/permissions';
import {
  PRODUCT_INFO_KINDS,
  type ProductInfoKind,
  ZProductInfoBody,
  ZProductInfoQuery,
} from '@pos/contracts/product-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerListRoutes } from '../../lib/list-routes.js';
import type { AppDeps } from '../../plugins/types.js';
import type { NamedListKind } from './attributes.repository.js';
import * as service from './attributes.service.js';
import { attributes, manufacturers, marketers, suppliers } from './attributes.tables.js';

const ZNamedRow = z.object({ _id: z.string(), name: z.string(), createdAt: z.string() });

/** The product form reads attributes, so product managers may read them too. */
const readAttributes: Access = {
  kind: 'permission',
  anyOf: ['manage_attributes', 'manage_products'],
};
const productInfo = SCREENS.products.access;
const infoLists: Record<ProductInfoKind, { kind: NamedListKind; table: typeof attributes }> = {
  manufactures: { kind: 'manufacturers', table: manufacturers },
  suppliers: { kind: 'suppliers', table: suppliers },
  'marketed-bys': { kind: 'marketers', table: marketers },
};

/**
 * Attributes (list, read, create, edit, delete) and the product form's manufacturers, suppliers
 * and marketers (list and create: they only grow, spec 2 §7).
 */
export const attributesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const attributeList: service.NamedList = {
    kind: 'attributes',
    label: 'Attribute',
    nameTaken: ATTRIBUTE_MESSAGES.nameTaken,
  };
  registerListRoutes(app, {
    path: '/attributes',
    access: readAttributes,
    query: ZAttributesQuery,
    row: ZNamedRow,
    list: (caller, q) => service.listEntries(deps, caller, attributeList, q),
  });
  registerCrudRoutes(app, {
    path: '/attributes',
    access: SCREENS.attributes.access,
    readAccess: readAttributes,
    resource: { table: attributes, name: attributeList.label },
    row: ZNamedRow,
    errors: { create: [409], update: [409] },
    body: ZAttributeBody,
    get: (caller, id) => service.getEntry(deps, caller, attributeList, id),
    create: (caller, body) => service.createEntry(deps, caller, attributeList, body),
    update: (caller, id, body) => service.updateEntry(deps, caller, attributeList, id, body),
    remove: (caller, id) => service.deleteEntry(deps, caller, attributeList, id),
  });

  for (const [path, { kind, table }] of Object.entries(infoLists) as [
    ProductInfoKind,
    (typeof infoLists)[ProductInfoKind],
  ][]) {
    const singular = PRODUCT_INFO_KINDS[path].singular;
    const list: service.NamedList = {
      kind,
      label: singular.charAt(0).toUpperCase() + singular.slice(1),
      nameTaken: `A ${singular} with this name already exists.`,
    };
    registerListRoutes(app, {
      path: `/productAdditionalInfo/${path}`,
      access: productInfo,
      query: ZProductInfoQuery,
      row: ZNamedRow,
      list: (caller, q) => service.listEntries(deps, caller, list, q),
    });
    registerCrudRoutes(app, {
      path: `/productAdditionalInfo/${path}`,
      access: productInfo,
      resource: { table, name: list.label },
      row: ZNamedRow,
      errors: { create: [409] },
      body: ZProductInfoBody,
      create: (caller, body) => service.createEntry(deps, caller, list, body),
    });
  }
};
