/**
 * The portal's offline copy of a first visit's answers (issue 20): how it works is
 * @portal/client's createOfflineCopy; here, what the portal's worker keeps and where.
 */
import { createOfflineCopy } from '@portal/client';
import { OFFLINE_CACHE } from './offline';

export const { aroundWorker, noteAnswer, forgetAnswers, keepAnswersWhenControlled } = createOfflineCopy({
  cacheName: OFFLINE_CACHE,
  // vite.config.ts, runtimeCaching's urlPattern (that function cannot import this one).
  kept: /^\/(v3\/(?!.*get_presigned_url)|chat\/)/,
});
