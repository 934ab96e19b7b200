/**
 * The app's HTTP client: JSON in and out, the bearer token of the signed-in patient, the server's
 * error body `{message, errors?}` kept as it is so screens show the catalogue's sentences.
 */
import { texts } from './i18n';
import { aroundWorker, noteAnswer } from './offline-copy';

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** The request never reached the server (offline, network down). */
export class OfflineError extends Error {
  constructor() {
    super(texts.current().t('common.offline'));
  }
}

let tokenOf: () => string | null = () => null;
let onUnauthorized: () => void = () => {};
export function setAuth(getToken: () => string | null, unauthorized: () => void) {
  tokenOf = getToken;
  onUnauthorized = unauthorized;
}

declare global {
  interface Window {
    /** The first reads boot/early.js started before the app's script arrived, by path. */
    __patientEarly?: Record<string, Promise<Response>>;
  }
}

/** The early read of `path`, once: a later read of the same path is a request of its own. */
function takeEarly(method: string, path: string): Promise<Response> | undefined {
  const early = window.__patientEarly;
  if (method !== 'GET' || !early?.[path]) return undefined;
  const res = early[path];
  delete early[path];
  return res;
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  // The server's sentences come back in the patient's language (docs/decisions/languages.md).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': texts.current().language,
  };
  const token = tokenOf();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const keepCopy = method === 'GET' && aroundWorker();
  let res: Response;
  try {
    res =
      (await takeEarly(method, path)) ??
      (await fetch(path, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }));
  } catch {
    throw new OfflineError();
  }
  // A first visit's answers go around the service worker: a copy is kept for it.
  if (keepCopy) noteAnswer(path, res);
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldError[] };
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    throw new ApiError(
      res.status,
      data.message ?? texts.current().t('common.somethingWrong'),
      data.errors ?? [],
    );
  }
  return data as T;
}

/**
 * A file the API serves (the patient's record as a document or FHIR): with the bearer token, which a
 * plain link cannot carry, as a Blob the screen saves. Failures as `api()`'s.
 */
export async function apiBlob(path: string): Promise<Blob> {
  const headers: Record<string, string> = { 'Accept-Language': texts.current().language };
  const token = tokenOf();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { headers });
  } catch {
    throw new OfflineError();
  }
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldError[] };
    throw new ApiError(
      res.status,
      data.message ?? texts.current().t('common.somethingWrong'),
      data.errors ?? [],
    );
  }
  return res.blob();
}

/**
 * Not there for this patient: the server hides another's record (404) or refuses it (403). Both mean
 * "not found" to the person, and asking again changes nothing.
 */
export const isNotFound = (err: unknown) =>
  err instanceof ApiError && (err.status === 404 || err.status === 403);

/** React Query's `retry`: once, as the app's default, but never what cannot be found. */
export const retryUnlessNotFound = (failures: number, err: unknown) => failures < 1 && !isNotFound(err);

/** The message for one field of a failed call, if the server named it. */
export const fieldError = (err: unknown, field: string) =>
  err instanceof ApiError ? err.errors.find((e) => e.field === field)?.message : undefined;

export const errorText = (err: unknown) =>
  err instanceof OfflineError
    ? texts.current().t('common.offlineTryAgain')
    : err instanceof Error
      ? err.message
      : texts.current().t('common.somethingWrong');
