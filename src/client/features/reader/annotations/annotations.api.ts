/**
 * The reader's bookmarks, highlights and notes on the server (decision 049): one cache entry per
 * book, refetched after every save and deletion (a plain refetch: a save is rare next to reading,
 * and the list then shows what the server kept, on this device as on the next).
 */
import { annotationApiPaths } from '../../../../shared/annotation-api-paths';
import type {
  AnnotationsQuery,
  AnnotationsResponse,
  DeleteAnnotationRequest,
  SaveAnnotationRequest,
  SaveAnnotationResponse,
} from '../../../../shared/contract/annotations.contract';
import type { ErrorBody } from '../../../../shared/contract/error.contract';
import { api } from '../../../lib/api';

const bookTag = (bookId: string) => [{ type: 'Annotation' as const, id: bookId }];

export const annotationsApi = api.enhanceEndpoints({ addTagTypes: ['Annotation'] }).injectEndpoints({
  endpoints: (build) => ({
    getAnnotations: build.query<AnnotationsResponse, string>({
      query: (bookId) => {
        const params: AnnotationsQuery = { BookId: bookId };
        return { url: annotationApiPaths.getAnnotations, params };
      },
      providesTags: (_result, _error, bookId) => bookTag(bookId),
    }),
    saveAnnotation: build.mutation<SaveAnnotationResponse, SaveAnnotationRequest>({
      query: (body) => ({ url: annotationApiPaths.saveAnnotation, method: 'POST', body }),
      invalidatesTags: (_result, _error, { BookId }) => bookTag(BookId),
    }),
    deleteAnnotation: build.mutation<ErrorBody, DeleteAnnotationRequest & { BookId: string }>({
      query: ({ Id }) => {
        const body: DeleteAnnotationRequest = { Id };
        return { url: annotationApiPaths.deleteAnnotation, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { BookId }) => bookTag(BookId),
    }),
  }),
});

export const { useGetAnnotationsQuery, useSaveAnnotationMutation, useDeleteAnnotationMutation } = annotationsApi;
