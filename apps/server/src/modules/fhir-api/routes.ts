import type { Resource } from '@medplum/fhirtypes';
import { messages } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fhirBase, searchsetBundle } from '../../fhir/bundle';
import type { ModuleRegistrar } from '../registrar';
import { registerBulkExport } from './bulk-routes';
import { requireRead, resolveFhirCaller } from './caller';
import { capabilityStatement } from './capability';
import { consentService } from './consent-service';
import { answerType } from './content-type';
import type { FhirContext, ResourceService } from './context';
import { observationService } from './observation-service';
import { FhirError, registerOutcomes, resourceNotFound } from './outcome';
import { pageLinks } from './paging';
import { isDisclosure, labelFor, withPart2Notice } from './part2-label';
import { patientService } from './patient-service';
import { organizationService, practitionerService, questionnaireService } from './reference-services';
import { responseService } from './response-service';
import { parseSearch } from './search-params';
import { SERVED_TYPES, type ServedType } from './served';

/** Each served type's read and search (served.ts lists what they accept). */
const SERVICES: Record<ServedType, ResourceService> = {
  Patient: patientService,
  Observation: observationService,
  Questionnaire: questionnaireService,
  QuestionnaireResponse: responseService,
  Consent: consentService,
  Organization: organizationService,
  Practitioner: practitionerService,
};

/**
 * The FHIR R4 API at /fhir/R4 (issue 40): read and search of what the caller's center holds, JSON
 * only, every failure an OperationOutcome (outcome.ts). Outside the contracts' route table and the
 * OpenAPI document: FHIR describes itself by its CapabilityStatement (/metadata), and its errors,
 * search syntax and paging are FHIR's, not the API's `{ message }` (docs/decisions/fhir-api.md).
 */
export const registerFhirApi: ModuleRegistrar = async (app, { database: { db }, config, storage }) => {
  const base = fhirBase(config.PUBLIC_URL);

  const send = (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    const type = answerType(request);
    if (!type) throw new FhirError(406, messages.fhirJsonOnly, 'not-supported');
    return reply.type(type).header('cache-control', 'no-store').send(JSON.stringify(body));
  };

  const contextOf = async (
    fhir: FastifyInstance,
    request: FastifyRequest,
    type: ServedType,
  ): Promise<FhirContext> => {
    // Before the caller: a client that cannot read JSON learns so without spending a token check.
    if (!answerType(request)) throw new FhirError(406, messages.fhirJsonOnly, 'not-supported');
    const caller = await resolveFhirCaller(fhir, request);
    // A system reads only the types its token's scopes grant (staff read every type).
    requireRead(caller, type);
    return { db, caller, now: new Date() };
  };

  await app.register(
    async (fhir) => {
      registerOutcomes(fhir);
      // Bulk Data $export, its status URL and files (bulk-routes.ts).
      registerBulkExport(fhir, { db, config, storage, base });
      const hidden = { schema: { hide: true } };

      // Public, as FHIR and SMART expect: a client reads what is served before it has a token.
      fhir.get('/metadata', hidden, (request, reply) =>
        send(request, reply, capabilityStatement(base, new Date())),
      );

      for (const type of SERVED_TYPES) {
        const service = SERVICES[type];
        fhir.get(`/${type}`, hidden, async (request, reply) => {
          const ctx = await contextOf(fhir, request, type);
          const search = parseSearch(type, request.query as Record<string, string | string[]>);
          const page = await service.search(ctx, search);
          const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
          const links = pageLinks(`${base}/${type}`, rawQuery, search.count, page.next);
          // An outside recipient's answer carries the 42 CFR 2.32 notice (part2-label.ts).
          const rows = (page.rows as Resource[]).map((r) => labelFor(ctx.caller, r));
          const bundle = searchsetBundle(base, rows, links, ctx.now);
          return send(request, reply, isDisclosure(ctx.caller) ? withPart2Notice(bundle) : bundle);
        });
        fhir.get<{ Params: { id: string } }>(`/${type}/:id`, hidden, async (request, reply) => {
          const ctx = await contextOf(fhir, request, type);
          const resource = await service.read(ctx, request.params.id);
          if (!resource) throw resourceNotFound();
          return send(request, reply, labelFor(ctx.caller, resource));
        });
      }
    },
    { prefix: '/fhir/R4' },
  );
};
