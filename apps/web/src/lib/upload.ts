import type { PresignedUpload } from '@portal/contracts';
import { httpSettings, NetworkError } from './http';
import { texts } from './i18n';

/**
 * PUTs a file to a presigned upload URL (spec §7 "Event image"): the headers the server signed,
 * no bearer token (the URL is the permission, and it may be a storage bucket's), 10 s per attempt,
 * the whole upload cancelled at 13 s, up to 2 retries of network failures and 5xx answers. A 4xx
 * (expired, refused type or size) is final. Resolves when stored; throws otherwise.
 *
 * An upload URL stores one file once (409 from the portal's storage, 412 from S3's conditional
 * PUT): when a retry meets that, the attempt before it did arrive (only this page holds the URL),
 * and the server checks the stored bytes when the key is saved.
 */
export async function uploadToPresignedUrl(
  upload: Pick<PresignedUpload, 'url' | 'headers'>,
  file: Blob,
  signal?: AbortSignal,
): Promise<void> {
  const cancel = AbortSignal.timeout(httpSettings.cancelMs);
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= httpSettings.retries; attempt++) {
    const attemptSignal = AbortSignal.any([
      cancel,
      AbortSignal.timeout(httpSettings.timeoutMs),
      ...(signal ? [signal] : []),
    ]);
    try {
      const res = await fetch(upload.url, {
        method: 'PUT',
        headers: upload.headers,
        body: file,
        signal: attemptSignal,
      });
      if (res.ok) return;
      if (attempt > 0 && (res.status === 409 || res.status === 412)) return;
      lastError = new NetworkError(`upload answered ${res.status}`);
      if (res.status < 500) break;
    } catch (err) {
      if (signal?.aborted) throw err;
      if (cancel.aborted) throw new NetworkError(texts.current().t('requestCancelled'));
      lastError = err;
    }
  }
  throw lastError instanceof Error ? lastError : new NetworkError(texts.current().t('uploadFailed'));
}
