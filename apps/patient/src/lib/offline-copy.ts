/**
 * The patient app's offline copy of a first visit's answers (issue 21): how it works is
 * @portal/client's createOfflineCopy; here, what the app's worker keeps and where.
 */
import { createOfflineCopy } from '@portal/client';

/** The worker's copy of what the patient last saw (vite.config.ts, runtimeCaching). */
export const OFFLINE_CACHE = 'patient-data';

export const { aroundWorker, noteAnswer, forgetAnswers, keepAnswersWhenControlled } = createOfflineCopy({
  cacheName: OFFLINE_CACHE,
  // vite.config.ts, runtimeCaching's urlPattern (that function cannot import this one).
  kept: /^\/(patient\/|chat\/(?!.*presign)|v3\/me$|auth\/app-config$)/,
});
