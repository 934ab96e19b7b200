import {
  type BodyInputOf,
  buildPath,
  type ErrorBody,
  LAST_ACTIVITY_HEADER,
  type QueryInputOf,
  REQUEST_CANCEL_MS,
  REQUEST_RETRIES,
  REQUEST_TIMEOUT_MS,
  type ResponseOf,
  type RouteDef,
  SESSION_ENDED_ERROR,
  X_ORIGIN,
} from '@portal/contracts';
import { lastActivity } from './activity';
import { takeEarlyRead } from './early-reads';
import { texts } from './i18n';
import { isOffline, offlineWriteRefused, recordSync } from './offline';
import { aroundWorker, noteAnswer } from './offline-copy';

/**
 * The one HTTP client of the portal (spec §7): bearer token, X-Origin, JSON; 10 s per attempt,
 * the whole call cancelled at 13 s with `Request_cancelled`; up to 2 retries of network failures
 * for idempotent calls. Statuses below 500 are returned, never thrown: callers read the status.
 * No toast and no redirect in here: callers decide what the user sees.
 */

export interface ApiResponse<T> {
  status: number;
  ok: boolean;
  data: T;
  error: ErrorBody | null;
}

export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** Time limits of spec §7; tests shorten them. */
export const httpSettings = {
  timeoutMs: REQUEST_TIMEOUT_MS,
  cancelMs: REQUEST_CANCEL_MS,
  retries: REQUEST_RETRIES,
};

type TokenProvider = () => string | null;
let tokenProvider: TokenProvider = () => null;
/** What a 401 said: a session the server ended (idle, too long) carries the reason to show. */
export interface Unauthorized {
  sessionEnded: boolean;
  message: string;
}
const unauthorizedListeners = new Set<(why: Unauthorized) => void>();

export function setTokenProvider(provider: TokenProvider) {
  tokenProvider = provider;
}

/** The auth layer listens here to renew or sign out when the API answers 401. */
export function onUnauthorized(listener: (why: Unauthorized) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface CallInput<R extends RouteDef> {
  params?: Record<string, string | number>;
  query?: QueryInputOf<R> | Record<string, unknown>;
  body?: BodyInputOf<R> | FormData;
  signal?: AbortSignal;
}

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE', 'HEAD']);

export function buildUrl(path: string, query?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface RawRequest {
  method: string;
  url: string;
  body?: unknown;
  signal?: AbortSignal;
  retries?: number;
}

export async function request<T>({
  method,
  url,
  body,
  signal,
  retries,
}: RawRequest): Promise<ApiResponse<T>> {
  // Reads may come from the offline copy; a change made offline would be lost, so it is refused.
  if (method !== 'GET' && method !== 'HEAD' && isOffline()) throw new NetworkError(offlineWriteRefused());
  // The server's sentences come back in the staff member's language (docs/decisions/languages.md).
  const headers: Record<string, string> = {
    'X-Origin': X_ORIGIN,
    Accept: 'application/json',
    'Accept-Language': texts.current().language,
  };
  const token = tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The person's last input, not this call's time: polling and refetches are not activity.
  const active = lastActivity();
  if (token && active) headers[LAST_ACTIVITY_HEADER] = active.toISOString();
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const cancel = AbortSignal.timeout(httpSettings.cancelMs);
  const maxRetries = retries ?? (IDEMPOTENT.has(method) ? httpSettings.retries : 0);
  let lastError: unknown;
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    const attemptSignal = AbortSignal.any([
      cancel,
      AbortSignal.timeout(httpSettings.timeoutMs),
      ...(signal ? [signal] : []),
    ]);
    try {
      const keepCopy = method === 'GET' && aroundWorker();
      const send = () =>
        fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
          signal: attemptSignal,
        });
      // The landing screen's first reads may be on their way already (boot/shell.js).
      const early = attempt === 0 ? takeEarlyRead(method, url, attemptSignal) : undefined;
      const res = early
        ? await early.catch((err) => (attemptSignal.aborted ? Promise.reject(err) : send()))
        : await send();
      if (res.status >= 500 && attempt < maxRetries) {
        lastError = new NetworkError(`HTTP ${res.status}`);
        continue;
      }
      // A first visit's answers go around the service worker: a copy is kept for it.
      if (keepCopy) noteAnswer(url, res);
      const text = await res.text();
      const parsed: unknown = text ? safeJson(text) : undefined;
      const ok = res.status >= 200 && res.status < 300;
      if (res.status === 401) {
        const why = {
          sessionEnded: (res.headers.get('www-authenticate') ?? '').includes(SESSION_ENDED_ERROR),
          message: toErrorBody(parsed).message,
        };
        for (const listener of unauthorizedListeners) listener(why);
      }
      if (res.status >= 500) throw new NetworkError(texts.current().t('requestFailed'));
      if (ok && !isOffline()) recordSync();
      return {
        status: res.status,
        ok,
        data: (ok ? parsed : undefined) as T,
        error: ok ? null : toErrorBody(parsed),
      };
    } catch (err) {
      if (signal?.aborted) throw err;
      if (cancel.aborted) throw new NetworkError(texts.current().t('requestCancelled'));
      if (err instanceof NetworkError && !(attempt < maxRetries)) throw err;
      lastError = err;
      if (attempt >= maxRetries) break;
    }
  }
  if (cancel.aborted) throw new NetworkError(texts.current().t('requestCancelled'));
  throw lastError instanceof Error ? lastError : new NetworkError(String(lastError));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toErrorBody(parsed: unknown): ErrorBody {
  if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
    return parsed as ErrorBody;
  }
  return { message: texts.current().t('requestFailed') };
}

/**
 * A file (not JSON) from an authenticated route, as a Blob: the scan of a paper consent. The
 * bearer token and language as `request` sends them; one attempt; a refusal throws an ApiError.
 */
export async function requestFile(url: string): Promise<Blob> {
  const headers: Record<string, string> = {
    'X-Origin': X_ORIGIN,
    'Accept-Language': texts.current().language,
  };
  const token = tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(httpSettings.cancelMs) });
  if (res.ok) return res.blob();
  const text = await res.text();
  throw new ApiError(res.status, toErrorBody(text ? safeJson(text) : undefined));
}

/** Calls one route of the contracts table; the response type comes from the table. */
export function call<R extends RouteDef>(
  route: R,
  input: CallInput<R> = {},
): Promise<ApiResponse<ResponseOf<R>>> {
  return request<ResponseOf<R>>({
    method: route.method,
    url: buildUrl(buildPath(route.path, input.params), input.query as Record<string, unknown> | undefined),
    body: input.body,
    ...(input.signal ? { signal: input.signal } : {}),
  });
}

/** An answer that was not the route's success status, with the server's message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/** For queries and mutations: the data of a successful call, or an ApiError to show. */
export async function callOrThrow<R extends RouteDef>(
  route: R,
  input: CallInput<R> = {},
): Promise<ResponseOf<R>> {
  const res = await call(route, input);
  if (res.status !== route.success && !(res.ok && route.success !== 204)) {
    throw new ApiError(res.status, res.error ?? { message: texts.current().t('requestFailed') });
  }
  return res.data;
}

/** The message to show for any failure of a call (spec §8). */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof NetworkError && err.message === offlineWriteRefused()) return err.message;
  // Offline, a read fails only when nothing of it was kept: say so rather than "an error" (issue 20).
  if (isOffline()) return texts.current().t('notAvailableOffline');
  if (err instanceof NetworkError && err.message === texts.current().t('requestCancelled'))
    return texts.current().t('requestFailed');
  return texts.current().t('requestFailed');
}
