/** The seller's tax report service wired once (app.ts decorates the app with it). */
import type { FastifyInstance } from 'fastify';
import { TaxReportService } from './tax-report.service';

declare module 'fastify' {
  interface FastifyInstance {
    taxReports: TaxReportService;
  }
}

export function decorateTaxReportServices(app: FastifyInstance): void {
  app.decorate('taxReports', new TaxReportService(app.uow));
}
