import { type ErrorBody, messages } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from './errors';
import { markLanguage, requestLanguage } from './language';
import { localize } from './localize';
import { sentenceFor, validationStatus } from './validation-messages';

/** How long a client waits before trying again while the database cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

/** Maps every failure to the one error body; nothing internal (stack, SQL) reaches the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every sentence below is a catalogue sentence: it goes out in the caller's language.
    const lang = requestLanguage(request);
    markLanguage(reply, lang);
    const body = (message: string, errors?: ErrorBody['errors']) => localized(lang, message, errors);
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
        return { field, message: sentenceFor(issue, field, lang) };
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
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const lang = requestLanguage(request);
  markLanguage(reply, lang);
  void reply.status(status).send(localized(lang, messages.invalidInput));
}

/** The error body, its sentences in `lang` (English, the spec's text, passes through unchanged). */
function localized(lang: Language, message: string, errors?: ErrorBody['errors']): ErrorBody {
  const say = (text: string) => localize(text, lang);
  return errors?.length
    ? { message: say(message), errors: errors.map((e) => ({ ...e, message: say(e.message) })) }
    : { message: say(message) };
}
