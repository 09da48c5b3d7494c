/** An upcoming book's Notify me (decision 046), in the product page's chunk (not in lib/api.ts: the home page's budget). */
import { api } from '../../lib/api';
import { releaseApiPaths } from '../../../shared/release-api-paths';
import type { NotifyOnReleaseRequest, NotifyOnReleaseResponse } from '../../../shared/contract/releases.contract';

export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifyOnRelease: build.mutation<NotifyOnReleaseResponse, NotifyOnReleaseRequest>({
      query: (body) => ({ url: releaseApiPaths.notifyOnRelease, method: 'POST', body }),
    }),
  }),
});

export const { useNotifyOnReleaseMutation } = releasesApi;
