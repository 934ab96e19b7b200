import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import { messages } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../db/errors';
import { HttpError } from '../../http/errors';
import { markLanguage, requestLanguage } from '../../http/language';
import { localize } from '../../http/localize';
import { FHIR_JSON } from './content-type';

/**
 * Every failure of the FHIR API is an OperationOutcome (FHIR R4 §3.1.0.5), made here and only
 * here: its text a sentence of the catalogue (contracts' messages) in the caller's language, the
 * parameter at fault in `expression`.
 */

type IssueType = OperationOutcomeIssue['code'];

/** A refusal with a FHIR issue type; `expression` names the search parameter at fault. */
export class FhirError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issue: IssueType,
    readonly expression?: string,
  ) {
    super(message);
    this.name = 'FhirError';
  }
}

export const unknownParameter = (name: string) =>
  new FhirError(400, messages.fhirUnknownParameter, 'not-supported', name);
export const invalidParameter = (name: string) =>
  new FhirError(400, messages.fhirInvalidParameter, 'invalid', name);
export const resourceNotFound = () => new FhirError(404, messages.notFound, 'not-found');

/** The issue type of the product's own HttpErrors (authentication, rate limits). */
const ISSUE_OF_STATUS: Record<number, IssueType> = {
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  406: 'not-supported',
  429: 'throttled',
};

function operationOutcome(
  lang: Language,
  message: string,
  issue: IssueType,
  expression?: string,
): OperationOutcome {
  const text = localize(message, lang);
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity: 'error',
        code: issue,
        details: { text },
        diagnostics: text,
        ...(expression ? { expression: [expression] } : {}),
      },
    ],
  };
}

function sendOutcome(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  issue: IssueType,
  expression?: string,
) {
  const lang = requestLanguage(request);
  markLanguage(reply, lang);
  return reply
    .status(status)
    .type(FHIR_JSON)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(operationOutcome(lang, message, issue, expression)));
}

/** The FHIR plugin's error and not-found handlers: OperationOutcomes instead of `{ message }`. */
export function registerOutcomes(fhir: FastifyInstance) {
  fhir.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FhirError) {
      return sendOutcome(request, reply, error.statusCode, error.message, error.issue, error.expression);
    }
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      const issue = ISSUE_OF_STATUS[error.statusCode] ?? 'processing';
      // A 401 says how to authenticate (RFC 6750), unless the error already says why it failed.
      if (error.statusCode === 401 && !reply.hasHeader('www-authenticate'))
        void reply.header('www-authenticate', 'Bearer');
      return sendOutcome(request, reply, error.statusCode, error.message, issue);
    }
    if (error.statusCode === 429)
      return sendOutcome(request, reply, 429, messages.tooManyRequests, 'throttled');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendOutcome(request, reply, error.statusCode, messages.invalidInput, 'invalid');
    }
    const route = request.routeOptions.url;
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, route }, 'database unavailable');
      void reply.header('retry-after', '5');
      return sendOutcome(request, reply, 503, messages.requestFailed, 'transient');
    }
    request.log.error({ err: error, route }, 'unhandled error');
    return sendOutcome(request, reply, 500, messages.requestFailed, 'exception');
  });

  fhir.setNotFoundHandler((request, reply) => {
    // Writes are not served (read-only API); any other path names no resource type served.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void reply.header('allow', 'GET');
      return sendOutcome(request, reply, 405, messages.fhirReadOnly, 'not-supported');
    }
    return sendOutcome(request, reply, 404, messages.fhirUnknownType, 'not-supported');
  });
}
