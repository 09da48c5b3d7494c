/** Admins only: GET /api/getStoreSettings and POST /api/updateStoreSettings (store-settings.contract.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taxApiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  storeSettingsQuerySchema,
  storeSettingsSchema,
  updateStoreSettingsRequestSchema,
  updateStoreSettingsResponseSchema,
  type UpdateStoreSettingsResponse,
} from '../../../shared/contract/store-settings.contract';
import { storeSettingsTexts } from '../../../shared/store-settings-texts';
import { documentRoutesAs } from '../../plugins/api-docs';
import { BODY_REFUSALS, CALLER_CHECKED, responses } from '../../plugins/route-responses';

export async function storeSettingsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'storeSettings');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.storeSettings;
  const adminOnly = app.requireRole('Admin');

  routes.get(
    taxApiPaths.getStoreSettings,
    {
      onRequest: adminOnly,
      schema: {
        querystring: storeSettingsQuerySchema,
        response: responses({ [SUCCESS_STATUS]: storeSettingsSchema }, [400, ...CALLER_CHECKED]),
      },
    },
    async (_request, reply) => reply.code(SUCCESS_STATUS).send(await service.get()),
  );

  // 400 names the field and what is wrong with it (a GSTIN of another state than the one chosen,
  // too); nothing is written then.
  routes.post(
    taxApiPaths.updateStoreSettings,
    {
      onRequest: adminOnly,
      schema: {
        body: updateStoreSettingsRequestSchema,
        response: responses({ [SUCCESS_STATUS]: updateStoreSettingsResponseSchema }, [
          ...BODY_REFUSALS,
          ...CALLER_CHECKED,
        ]),
      },
    },
    async (request, reply) => {
      const body: UpdateStoreSettingsResponse = {
        Message: storeSettingsTexts.saved,
        Settings: await service.update(request.body),
      };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );
}
