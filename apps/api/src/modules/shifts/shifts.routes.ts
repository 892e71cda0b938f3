import { ZIdParams } from '@pos/contracts/list';
import { type Access, SCREENS } from '@pos/contracts/permissions';
import {
  ZCashMovementBody,
  ZCurrentShift,
  ZCurrentShiftQuery,
  ZNoSaleBody,
  ZShiftAnswer,
  ZShiftCloseBody,
  ZShiftData,
  ZShiftOpenBody,
  ZShiftRow,
  ZShiftsQuery,
} from '@pos/contracts/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import { registerReceiptModelRoute, ZDocumentQuery } from '../../lib/receipt-model-route.js';
import { callerOf } from '../../plugins/auth.js';
import { fileResponse } from '../../plugins/openapi.js';
import type { AppDeps } from '../../plugins/types.js';
import { shiftReportModel, shiftReportPdf } from './shift-report.service.js';
import * as service from './shifts.service.js';
import { shifts } from './shifts.tables.js';

const access = SCREENS.shifts.access;
/** "No sale" needs its own permission: a drawer opened without a sale is where cash goes missing. */
const NO_SALE_ACCESS: Access = { kind: 'permission', anyOf: ['open_drawer'] };
const resource = { table: shifts, name: 'Shift' };
const tags = ['shifts'];

export const shiftsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerListRoutes(app, {
    path: '/shifts',
    access,
    query: ZShiftsQuery,
    row: ZShiftRow,
    list: (caller, q) => service.listShifts(deps, caller, q),
    csv: { fileStem: 'shifts', export: (caller, q) => service.exportShifts(deps, caller, q) },
  });
  app.post(
    '/shifts/open',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'openShift',
        summary:
          'Open a shift at a store with its opening float (one open shift per user and store)',
        // A store that is not there; an inactive store, no default store, a shift already open.
        errors: [404, 409],
        body: ZShiftOpenBody,
        response: { 201: ZShiftAnswer },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.openShift(deps, callerOf(req), req.body)),
  );
  app.get(
    '/shifts/current',
    {
      config: { access },
      schema: {
        tags,
        operationId: 'getCurrentShift',
        summary: "The caller's open shift at a store (the default store unless named), or null",
        querystring: ZCurrentShiftQuery,
        response: { 200: ZCurrentShift },
      },
    },
    (req) => service.currentShift(deps, callerOf(req), req.query.storeId),
  );
  app.get(
    '/shifts/:id',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'getShift',
        summary: 'Read one shift with its figures (live while it is open) and cash movements',
        params: ZIdParams,
        response: { 200: ZShiftData },
      },
    },
    (req) => service.getShift(deps, callerOf(req), req.params.id),
  );
  app.post(
    '/shifts/:id/cash-movements',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'addShiftCashMovement',
        summary: "Pay cash into or out of an open shift's drawer, with a reason",
        errors: [409],
        params: ZIdParams,
        body: ZCashMovementBody,
        response: { 201: ZShiftAnswer },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.addCashMovement(deps, callerOf(req), req.params.id, req.body)),
  );
  app.post(
    '/shifts/:id/no-sale',
    {
      config: { access: NO_SALE_ACCESS, resource },
      schema: {
        tags,
        operationId: 'recordNoSale',
        summary:
          'Open the drawer of an open shift without a sale ("No sale"), with a reason: logged, audited, counted in the X/Z report',
        errors: [409],
        params: ZIdParams,
        body: ZNoSaleBody,
        response: { 201: ZShiftAnswer },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.recordNoSale(deps, callerOf(req), req.params.id, req.body)),
  );
  app.post(
    '/shifts/:id/close',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'closeShift',
        summary: 'Close a shift with the cash counted: its figures are kept (final)',
        errors: [409],
        params: ZIdParams,
        body: ZShiftCloseBody,
        response: { 200: ZShiftAnswer },
      },
    },
    (req) => service.closeShift(deps, callerOf(req), req.params.id, req.body),
  );
  registerReceiptModelRoute(app, {
    path: '/shifts/:id/report',
    access,
    resource,
    tags,
    operationId: 'getShiftReportModel',
    summary:
      "The shift's X report (open) or Z report (closed) as its lines, for the register's thermal printer",
    load: (caller, id, viewer) => shiftReportModel(deps, caller, id, viewer),
  });
  app.get(
    '/shifts/:id/report.pdf',
    {
      config: { access, resource },
      schema: {
        tags,
        operationId: 'getShiftReportPdf',
        summary:
          'The shift report as an 80 mm PDF: an X report while open, the Z report once closed',
        params: ZIdParams,
        querystring: ZDocumentQuery,
        response: { 200: fileResponse('application/pdf', 'The X or Z report') },
      },
    },
    async (req, reply) => {
      const { tz, locale } = req.query;
      const { pdf, kind } = await shiftReportPdf(deps, callerOf(req), req.params.id, {
        timeZone: tz,
        locale,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${kind}-report-${req.params.id.slice(0, 12)}.pdf"`,
        )
        .send(pdf);
    },
  );
};
