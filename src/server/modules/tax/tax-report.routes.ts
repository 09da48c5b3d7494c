/**
 * Admins only: GET /api/getTaxReport?Month=YYYY-MM&Format=json|csv, the seller's monthly tax
 * report (tax-report.contract.ts). JSON answers 202 like every JSON call of the API; the CSV is a
 * file to save, 200 as the PDFs are, never cached by anyone but the browser asking.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxApiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  taxReportCsvSchema,
  taxReportQuerySchema,
  taxReportSchema,
} from '../../../shared/contract/tax-report.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { CALLER_CHECKED, responses } from '../../plugins/route-responses';
import { taxReportCsv } from './tax-report-csv';
import { taxReportJson } from './tax-report.service';

export async function taxReportRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'taxReports');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.taxReports;
  const adminOnly = app.requireRole('Admin');

  // 400: a Month that is not a calendar month as YYYY-MM, a Format other than json or csv, or
  // another parameter; nothing is read then.
  routes.get(
    taxApiPaths.getTaxReport,
    {
      onRequest: adminOnly,
      schema: {
        querystring: taxReportQuerySchema,
        response: responses(
          {
            [SUCCESS_STATUS]: taxReportSchema,
            200: {
              description: 'Format=csv: the report as a CSV attachment named tax-report-<Month>.csv.',
              content: { 'text/csv': { schema: taxReportCsvSchema } },
            },
          },
          [400, ...CALLER_CHECKED],
        ),
      },
    },
    async (request, reply) => {
      const report = await service.report(request.query.Month);
      if (request.query.Format === 'json') return reply.code(SUCCESS_STATUS).send(taxReportJson(report));
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tax-report-${report.month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(taxReportCsv(report));
    },
  );
}
