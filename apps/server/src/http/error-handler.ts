import { type ErrorBody, messages } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from './errors';
import { sentenceFor, validationStatus } from './validation-messages';

/** How long a client waits before trying again while the database cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

/** Maps every failure to the one error body; nothing internal (stack, SQL) reaches the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path value that fails its rule names nothing that exists: 404 (http/validation-messages.ts).
      if (validationStatus(error.validationContext) === 404)
        return reply.status(404).send(body(messages.notFound));
      const errors = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { field, message: sentenceFor(issue, field) };
      });
      return reply.status(400).send(body(errors[0]?.message ?? messages.invalidInput, errors));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(body(messages.malformedJson));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(body(messages.bodyTooLarge));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(body(messages.invalidInput));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body(messages.tooManyRequests));
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send(body(messages.malformedJson));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(messages.invalidInput));
    }
    // The route's pattern, not its URL: ids only, and the error serializer keeps query values out.
    const route = request.routeOptions.url;
    if (isDatabaseUnavailable(error)) {
      // An outage, a failover, a terminated connection: temporary, so clients and load balancers
      // may try again (the portal and the patient app show the same sentence as for a 500).
      request.log.warn({ err: error, route }, 'database unavailable');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(body(messages.requestFailed));
    }
    request.log.error({ err: error, route }, 'unhandled error');
    return reply.status(500).send(body(messages.requestFailed));
  });
}

/**
 * Fastify's own refusals before routing (a malformed %-escape, a path segment over the length
 * limit) answer in the same error body, without echoing the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(body(messages.invalidInput));
}

const body = (message: string, errors?: ErrorBody['errors']): ErrorBody =>
  errors?.length ? { message, errors } : { message };
