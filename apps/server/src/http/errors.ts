import { messages } from '@portal/contracts';

export interface FieldError {
  field: string;
  message: string;
}

/** An error with the status and message the caller should see (decisions.md §6). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string = messages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
export const unprocessable = (message: string, errors?: FieldError[]) => new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, messages.tooManyRequests, undefined, { 'retry-after': String(retryAfterSeconds) });
