/**
 * The reader's bookmarks, highlights and notes (annotations.contract.ts, decision 049): all three
 * routes are the signed-in reader's own; saving and listing need a book they may read in full.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { annotationApiPaths } from '../../../shared/api-paths';
import { annotationMessages } from '../../../shared/annotation-texts';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  annotationsQuerySchema,
  annotationsResponseSchema,
  deleteAnnotationRequestSchema,
  saveAnnotationRequestSchema,
  saveAnnotationResponseSchema,
  type SaveAnnotationResponse,
} from '../../../shared/contract/annotations.contract';
import { messageSchema } from '../../../shared/contract/error.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import { currentUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, CALLER_CHECKED, responses } from '../../plugins/route-responses';

export async function annotationsRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'library');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.annotations;

  // 403: a public book the caller may not read in full; 404: no such book for the caller.
  routes.get(
    annotationApiPaths.getAnnotations,
    {
      onRequest: app.requireUser,
      schema: {
        querystring: annotationsQuerySchema,
        response: responses({ [SUCCESS_STATUS]: annotationsResponseSchema }, [400, ...CALLER_CHECKED, 404]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send(await service.list(currentUser(request), request.query.BookId)),
  );

  // 400 also for a place of the wrong format or past the last page; 404 also for an Id not the
  // caller's; 409: the book holds the most a reader may keep in it.
  routes.post(
    annotationApiPaths.saveAnnotation,
    {
      onRequest: app.requireUser,
      schema: {
        body: saveAnnotationRequestSchema,
        response: responses({ [SUCCESS_STATUS]: saveAnnotationResponseSchema }, [
          ...BODY_REFUSALS,
          ...CALLER_CHECKED,
          404,
          409,
        ]),
      },
    },
    async (request, reply) => {
      const id = await service.save(currentUser(request), request.body);
      const body: SaveAnnotationResponse = { Message: annotationMessages.saved, Id: id };
      return reply.code(SUCCESS_STATUS).send(body);
    },
  );

  // 404: no annotation of the caller's has this id.
  routes.post(
    annotationApiPaths.deleteAnnotation,
    {
      onRequest: app.requireUser,
      schema: {
        body: deleteAnnotationRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404]),
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.body.Id);
      return sendMessage(reply, SUCCESS_STATUS, annotationMessages.deleted);
    },
  );
}
