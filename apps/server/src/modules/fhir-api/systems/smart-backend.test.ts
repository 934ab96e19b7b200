import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Bundle, Observation, OperationOutcome, Patient, Resource } from '@medplum/fhirtypes';
import { FHIR_SERVED_TYPES, messages, PART2_NOTICE, routes } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { Client } from 'fhir-kit-client';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFhirDefinitions } from '../../../../test/helpers/fhir-validator';
import { expectValid, type FhirWorld, fhirWorld, stop } from '../../../../test/helpers/fhir-world';
import type { SeededCenter } from '../../../../test/helpers/fixtures';
import { auditEvents } from '../../../db/schema/index';
import { PART2_NOTICE_URL } from '../part2-label';
import { SERVED_TYPES } from '../served';
import { TOKEN_REQUESTS_PER_MINUTE } from './routes';

/**
 * SMART Backend Services end to end, over HTTP against the listening app: an owner registers a
 * system, the system signs a private_key_jwt assertion with its own key (jose, keys made here), gets
 * a token at the token endpoint and reads with a stock FHIR client (fhir-kit-client). Refusals at
 * the token endpoint are OAuth error JSON; at the API, OperationOutcomes. An outside recipient sees
 * only the patient whose consent covers it, each read is in that patient's accounting of
 * disclosures, and a revocation stops it at once.
 */

type Alg = 'ES384' | 'RS384' | 'RS256' | 'ES256';
interface Keys {
  alg: Alg;
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  publicJwk: JWK;
  kid: string;
}

async function makeKeys(alg: Alg): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  const kid = randomUUID().slice(0, 8);
  return { alg, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg }, kid };
}

describe('SMART Backend Services: registered systems read the FHIR API with their own keys', () => {
  let w: FhirWorld;
  let tokenUrl: string;
  let jwksServer: Server | undefined;

  beforeAll(loadFhirDefinitions, 60_000);
  beforeAll(async () => {
    w = await fhirWorld();
    tokenUrl = `${w.base}/auth/token`;
  }, 120_000);
  afterAll(async () => {
    jwksServer?.close();
    await stop(w?.server);
  });

  const v3 = (method: 'GET' | 'POST', url: string, auth: Record<string, string>, payload?: object) =>
    w.server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  async function register(center: SeededCenter, body: Record<string, unknown>) {
    const res = await v3(
      'POST',
      `/v3/treatment_centers/${center.center.id}/fhir_systems`,
      center.owner.auth,
      {
        name: 'Center EHR',
        kind: 'within',
        scopes: ['system/*.read'],
        ...body,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().system as { id: string; status: string; scopes: string[] };
  }

  function assertion(
    clientId: string,
    keys: Keys,
    claims: { exp?: number; jti?: string; aud?: string } = {},
  ) {
    return new SignJWT({})
      .setProtectedHeader({ alg: keys.alg, kid: keys.kid, typ: 'JWT' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(claims.aud ?? tokenUrl)
      .setJti(claims.jti ?? randomUUID())
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 240)
      .sign(keys.privateKey);
  }

  async function requestToken(form: Record<string, string>) {
    const res = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  }

  const tokenForm = (signed: string, scope = 'system/*.read') => ({
    grant_type: 'client_credentials',
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: signed,
    scope,
  });

  async function tokenOf(clientId: string, keys: Keys, scope?: string) {
    const { status, body } = await requestToken(tokenForm(await assertion(clientId, keys), scope));
    expect(status, JSON.stringify(body)).toBe(200);
    return body as unknown as { access_token: string; token_type: string; expires_in: number; scope: string };
  }

  const fhirGet = (path: string, token: string) =>
    fetch(`${w.base}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/fhir+json' },
    });
  const entries = <T extends Resource>(bundle: unknown) =>
    ((bundle as Bundle).entry ?? []).map((e) => e.resource as T);
  const outcomeOf = async (res: Response, status: number) => {
    expect(res.status).toBe(status);
    const outcome = (await res.json()) as OperationOutcome;
    expectValid([outcome]);
    return outcome.issue?.[0];
  };

  it('publishes its SMART configuration without a token', async () => {
    const res = await fetch(`${w.base}/.well-known/smart-configuration`);
    expect(res.status).toBe(200);
    const config = (await res.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      token_endpoint: tokenUrl,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      grant_types_supported: ['client_credentials'],
      capabilities: ['client-confidential-asymmetric'],
    });
    expect(config.token_endpoint_auth_signing_alg_values_supported).toEqual(
      expect.arrayContaining(['RS384', 'ES384']),
    );
    expect(config.scopes_supported).toContain('system/*.read');
    expect(config.scopes_supported).toContain('system/Observation.read');
    // The contracts' list of types (scopes, the portal's choices) is the one the API serves.
    expect([...FHIR_SERVED_TYPES]).toEqual([...SERVED_TYPES]);
  });

  it("a system within the center gets a token and reads its center's patients and scores with a FHIR client, nothing of another center", async () => {
    const keys = await makeKeys('ES384');
    const system = await register(w.a, { jwks: { keys: [keys.publicJwk] } });
    const token = await tokenOf(system.id, keys);
    expect(token.token_type).toBe('bearer');
    expect(token.expires_in).toBeLessThanOrEqual(300);
    expect(token.scope).toBe('system/*.read');

    const client = new Client({ baseUrl: w.base, bearerToken: token.access_token });
    const patients = (await client.search({ resourceType: 'Patient' })) as unknown as Bundle;
    const found = entries<Patient>(patients);
    expectValid([patients, ...found]);
    expect(found.map((p) => p.id).sort()).toEqual([w.p.membership.id, w.q.membership.id].sort());
    // Within the center: a use, not a disclosure: the Part 2 labels every record has, no notice.
    expect(found[0]?.meta?.security?.map((c) => c.code)).toEqual(['R', '42CFRPart2']);
    expect(found[0]?.meta?.extension).toBeUndefined();

    const scores = (await client.search({
      resourceType: 'Observation',
      searchParams: { patient: w.p.membership.id, code: 'http://loinc.org|44261-6' },
    })) as unknown as Bundle;
    const phq9 = entries<Observation>(scores);
    expectValid([scores, ...phq9]);
    expect(phq9).toHaveLength(1);
    expect(phq9[0]?.valueQuantity?.value ?? phq9[0]?.valueInteger).toBe(3);
    const read = (await client.read({
      resourceType: 'Patient',
      id: w.p.membership.id,
    })) as unknown as Patient;
    expectValid([read]);

    // Center B's patient: 404 to read, absent from searches.
    expect(
      (await outcomeOf(await fhirGet(`/Patient/${w.far.membership.id}`, token.access_token), 404))?.code,
    ).toBe('not-found');
    const obs = (await (await fhirGet('/Observation?_count=200', token.access_token)).json()) as Bundle;
    expect(
      entries<Observation>(obs).every((o) => o.subject?.reference !== `Patient/${w.far.membership.id}`),
    ).toBe(true);

    // Audited as the system, against the patient it read.
    const rows = await w.server.deps.database.db
      .select({
        actor_subject: auditEvents.actorSubject,
        actor_role: auditEvents.actorRole,
        treatment_center_id: auditEvents.treatmentCenterId,
      })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'fhir.read'),
          eq(auditEvents.resourceId, w.p.membership.id),
          eq(auditEvents.actorRole, 'system'),
        ),
      );
    expect(rows).toEqual([
      { actor_subject: `fhir-system:${system.id}`, actor_role: 'system', treatment_center_id: w.a.center.id },
    ]);
  });

  it("the operations guide's walk-through works as written: openssl keys, a JWT signed in the shell, curl", async () => {
    // docs/operations.md, "Connecting a system (SMART Backend Services)": the same commands.
    const dir = await mkdtemp(join(tmpdir(), 'smart-'));
    const sh = (script: string, env: Record<string, string> = {}) =>
      promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], {
        cwd: dir,
        env: { ...process.env, ...env },
      });
    try {
      await sh(`openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out system-key.pem
openssl pkey -in system-key.pem -pubout -out system-key.pub.pem`);
      const jwks = await sh(
        `node -e 'const c=require("crypto");const k=c.createPublicKey(require("fs").readFileSync("system-key.pub.pem"));console.log(JSON.stringify({keys:[{...k.export({format:"jwk"}),kid:"key-1",alg:"RS384",use:"sig"}]}))'`,
      );
      const system = await register(w.a, { jwks: JSON.parse(jwks.stdout) });
      const out = await sh(
        `b64() { openssl base64 -A | tr '+/' '-_' | tr -d '='; }
NOW=$(date +%s)
HEADER=$(printf '{"alg":"RS384","typ":"JWT","kid":"key-1"}' | b64)
PAYLOAD=$(printf '{"iss":"%s","sub":"%s","aud":"%s","exp":%d,"jti":"%s"}' \
  "$CLIENT_ID" "$CLIENT_ID" "$BASE/auth/token" $((NOW + 240)) "$(openssl rand -hex 16)" | b64)
SIG=$(printf '%s.%s' "$HEADER" "$PAYLOAD" | openssl dgst -sha384 -sign system-key.pem -binary | b64)
TOKEN=$(curl -s -X POST "$BASE/auth/token" \
  -d grant_type=client_credentials \
  -d client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer \
  -d client_assertion="$HEADER.$PAYLOAD.$SIG" \
  -d scope='system/*.read' | node -pe 'JSON.parse(require("fs").readFileSync(0)).access_token')
curl -s -H "Authorization: Bearer $TOKEN" "$BASE/Patient"`,
        { CLIENT_ID: system.id, BASE: w.base },
      );
      const bundle = JSON.parse(out.stdout) as Bundle;
      expect(bundle.resourceType, out.stdout).toBe('Bundle');
      expect(
        entries(bundle)
          .map((p) => p.id)
          .sort(),
      ).toEqual([w.p.membership.id, w.q.membership.id].sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("center B's system reads only B: A's patients are 404 and absent", async () => {
    const keys = await makeKeys('RS384');
    const system = await register(w.b, { jwks: { keys: [keys.publicJwk] } });
    const { access_token } = await tokenOf(system.id, keys);
    const bundle = (await (await fhirGet('/Patient', access_token)).json()) as Bundle;
    expect(entries<Patient>(bundle).map((p) => p.id)).toEqual([w.far.membership.id]);
    for (const path of [
      `/Patient/${w.p.membership.id}`,
      `/Organization/${w.a.center.id}`,
      `/Practitioner/${w.a.staff.row.id}`,
    ]) {
      await outcomeOf(await fhirGet(path, access_token), 404);
    }
    const scores = (await (
      await fhirGet(`/Observation?patient=${w.p.membership.id}`, access_token)
    ).json()) as Bundle;
    expect(entries(scores)).toEqual([]);
  });

  it('reads keys from a JWKS URL (RS384), as a system that publishes its own', async () => {
    const keys = await makeKeys('RS384');
    jwksServer = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [keys.publicJwk] }));
    });
    await new Promise<void>((resolve) => jwksServer?.listen(0, '127.0.0.1', resolve));
    const port = (jwksServer.address() as AddressInfo).port;
    const system = await register(w.a, { jwks_url: `http://127.0.0.1:${port}/jwks.json` });
    const { access_token } = await tokenOf(system.id, keys, 'system/Patient.read');
    expect((await fhirGet('/Patient', access_token)).status).toBe(200);
  });

  it('refuses a wrong key, a replayed or expired assertion, an unknown client, a bad grant, and a disabled system at once', async () => {
    const keys = await makeKeys('ES384');
    const system = await register(w.a, { jwks: { keys: [keys.publicJwk] } });
    const refused = async (
      form: Record<string, string>,
      status: number,
      error: string,
      description: string,
    ) => {
      const res = await requestToken(form);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body).toEqual({ error, error_description: description });
    };

    const other = await makeKeys('ES384');
    const wrongKey = await assertion(system.id, { ...other, kid: keys.kid });
    await refused(tokenForm(wrongKey), 401, 'invalid_client', messages.smartAssertionInvalid);

    const once = await assertion(system.id, keys);
    expect((await requestToken(tokenForm(once))).status).toBe(200);
    await refused(tokenForm(once), 401, 'invalid_client', messages.smartAssertionReplayed);

    const now = Math.floor(Date.now() / 1000);
    await refused(
      tokenForm(await assertion(system.id, keys, { exp: now - 120 })),
      401,
      'invalid_client',
      messages.smartAssertionInvalid,
    );
    await refused(
      tokenForm(await assertion(system.id, keys, { exp: now + 900 })),
      401,
      'invalid_client',
      messages.smartAssertionInvalid,
    );
    await refused(
      tokenForm(await assertion(system.id, keys, { aud: `${w.origin}/oidc/token` })),
      401,
      'invalid_client',
      messages.smartAssertionInvalid,
    );
    await refused(
      tokenForm(await assertion(randomUUID(), keys)),
      401,
      'invalid_client',
      messages.smartClientUnknown,
    );
    await refused(
      { ...tokenForm(await assertion(system.id, keys)), grant_type: 'authorization_code' },
      400,
      'unsupported_grant_type',
      messages.smartGrantTypeInvalid,
    );
    await refused(
      { ...tokenForm(await assertion(system.id, keys)), client_assertion_type: 'secret' },
      400,
      'invalid_request',
      messages.smartAssertionTypeInvalid,
    );
    await refused(
      tokenForm(await assertion(system.id, keys), 'system/*.write openid'),
      400,
      'invalid_scope',
      messages.smartScopeInvalid,
    );

    // A token that works, then the owner disables the system: the same token stops at once.
    const { access_token } = await tokenOf(system.id, keys);
    expect((await fhirGet('/Patient', access_token)).status).toBe(200);
    const disabled = await v3(
      'POST',
      `/v3/treatment_centers/${w.a.center.id}/fhir_systems/${system.id}/disable`,
      w.a.owner.auth,
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().system.status).toBe('disabled');
    const issue = await outcomeOf(await fhirGet('/Patient', access_token), 401);
    expect(issue?.code).toBe('login');
    expect(issue?.diagnostics).toBe(messages.fhirSystemTokenInvalid);
    await refused(
      tokenForm(await assertion(system.id, keys)),
      401,
      'invalid_client',
      messages.smartClientUnknown,
    );

    // A forged token (our audience, another key) is a 401 too, not the staff branch.
    const forged = await new SignJWT({ client_id: system.id, scope: 'system/*.read' })
      .setProtectedHeader({ alg: 'ES384' })
      .setAudience(w.base)
      .setIssuer(`${w.origin}/oidc`)
      .setExpirationTime('2m')
      .sign(other.privateKey);
    await outcomeOf(await fhirGet('/Patient', forged), 401);
  });

  it('a narrower scope reads its types only: 403 on the others', async () => {
    const keys = await makeKeys('ES256');
    const system = await register(w.a, { jwks: { keys: [keys.publicJwk] }, scopes: ['system/Patient.read'] });
    // Asking for everything grants what the registration allows.
    const token = await tokenOf(system.id, keys, 'system/*.read');
    expect(token.scope).toBe('system/Patient.read');
    expect((await fhirGet('/Patient', token.access_token)).status).toBe(200);
    for (const path of [
      '/Observation',
      `/Consent?patient=${w.p.membership.id}`,
      `/Organization/${w.a.center.id}`,
    ]) {
      const issue = await outcomeOf(await fhirGet(path, token.access_token), 403);
      expect(issue?.code, path).toBe('forbidden');
      expect(issue?.diagnostics).toBe(messages.fhirScopeForbidden);
    }
  });

  it('an outside recipient sees only the consenting patient, each read is a disclosure in their accounting, with the 2.32 notice; a revocation stops it at once', async () => {
    const template = await v3(
      'POST',
      `/v3/treatment_centers/${w.a.center.id}/consent_templates`,
      w.a.owner.auth,
      {
        kind: 'disclosure',
        title: 'Share with Example Health Plan',
        information: 'Assessment scores and check-ins',
        recipient_kind: 'named',
        recipient: 'Example Health Plan',
        purpose: 'Payment of your treatment',
        expiry_kind: 'event',
        expiry_event: 'when your treatment ends.',
        revocation: 'You may revoke this consent in writing at any time.',
      },
    );
    expect(template.statusCode, template.body).toBe(201);
    const t = template.json().template;
    const signed = await v3('POST', routes.patientSignConsent.path, w.p.auth, {
      template_id: t.id,
      template_version: t.version,
      full_name: 'Jamie Ríos',
      agree: true,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const consentId = signed.json().consent.id as string;

    const keys = await makeKeys('ES384');
    const system = await register(w.a, {
      name: 'Example Health Plan claims',
      kind: 'recipient',
      recipient: 'Example Health Plan',
      purpose: 'Payment of your treatment',
      jwks: { keys: [keys.publicJwk] },
    });
    const { access_token } = await tokenOf(system.id, keys);
    const disclosures = async () => {
      const res = await v3('GET', `/v3/memberships/${w.p.membership.id}/disclosures`, w.a.staff.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().disclosures as { recipient: string; what: string; purpose: string; system: string }[];
    };
    expect(await disclosures()).toEqual([]);

    const labelled = (r: Resource) => {
      expect(r.meta?.security?.map((c) => c.code).sort()).toEqual(['42CFRPart2', 'NORDSCLCD', 'R']);
      expect(r.meta?.extension).toEqual([{ url: PART2_NOTICE_URL, valueString: PART2_NOTICE }]);
    };
    const search = async (path: string) => {
      const res = await fhirGet(path, access_token);
      expect(res.status, path).toBe(200);
      const bundle = (await res.json()) as Bundle;
      const found = entries(bundle);
      expectValid([bundle, ...found]);
      labelled(bundle);
      for (const r of found) labelled(r);
      return found;
    };
    const patients = await search('/Patient');
    expect(patients.map((p) => p.id)).toEqual([w.p.membership.id]);
    const observations = await search('/Observation?_count=200');
    expect(observations.length).toBeGreaterThan(30);
    expect(new Set(observations.map((o) => (o as Observation).subject?.reference))).toEqual(
      new Set([`Patient/${w.p.membership.id}`]),
    );
    const responses = await search('/QuestionnaireResponse');
    expect(responses).toHaveLength(3);
    const consents = await search('/Consent');
    expect(
      consents.every(
        (c) =>
          (c as { patient?: { reference?: string } }).patient?.reference === `Patient/${w.p.membership.id}`,
      ),
    ).toBe(true);
    // The other patient of the center: not found, not even to read.
    await outcomeOf(await fhirGet(`/Patient/${w.q.membership.id}`, access_token), 404);
    const read = (await (await fhirGet(`/Patient/${w.p.membership.id}`, access_token)).json()) as Patient;
    expectValid([read]);
    labelled(read);

    // One entry per answer with the patient's data, in the accounting staff and the patient see.
    const entriesNow = await disclosures();
    expect(entriesNow).toHaveLength(5);
    expect(entriesNow.map((d) => d.what).sort()).toEqual([
      'FHIR API: Consent',
      'FHIR API: Observation',
      'FHIR API: Patient',
      'FHIR API: Patient',
      'FHIR API: QuestionnaireResponse',
    ]);
    expect(entriesNow[0]).toMatchObject({
      recipient: 'Example Health Plan',
      purpose: 'Payment of your treatment',
      system: `Example Health Plan claims (FHIR client ${system.id})`,
    });
    const mine = await v3('GET', routes.patientDisclosures.path, w.p.auth);
    expect(mine.json().disclosures).toHaveLength(5);
    // Nobody else's accounting moved.
    const other = await v3('GET', `/v3/memberships/${w.q.membership.id}/disclosures`, w.a.staff.auth);
    expect(other.json().disclosures).toEqual([]);

    // The patient revokes: the very next read finds nobody, and no disclosure is written.
    const revoked = await v3('POST', `/patient/consents/${consentId}/revoke`, w.p.auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await search('/Patient')).toEqual([]);
    expect(await search('/Observation')).toEqual([]);
    await outcomeOf(await fhirGet(`/Patient/${w.p.membership.id}`, access_token), 404);
    expect(await disclosures()).toHaveLength(5);
  });

  it("an outside recipient's bulk export holds only the consenting patient, every line labelled with the 2.32 notice", async () => {
    const template = await v3(
      'POST',
      `/v3/treatment_centers/${w.a.center.id}/consent_templates`,
      w.a.owner.auth,
      {
        kind: 'disclosure',
        title: 'Share with Valley Clinic',
        information: 'Assessment scores and check-ins',
        recipient_kind: 'named',
        recipient: 'Valley Clinic',
        purpose: 'Coordination of care',
        expiry_kind: 'event',
        expiry_event: 'when your treatment ends.',
        revocation: 'You may revoke this consent in writing at any time.',
      },
    );
    expect(template.statusCode, template.body).toBe(201);
    const t = template.json().template;
    const signed = await v3('POST', routes.patientSignConsent.path, w.q.auth, {
      template_id: t.id,
      template_version: t.version,
      full_name: 'Other Person',
      agree: true,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const keys = await makeKeys('RS384');
    const system = await register(w.a, {
      name: 'Valley Clinic EHR',
      kind: 'recipient',
      recipient: 'Valley Clinic',
      purpose: 'Coordination of care',
      jwks: { keys: [keys.publicJwk] },
    });
    const { access_token } = await tokenOf(system.id, keys);
    const auth = { authorization: `Bearer ${access_token}` };

    const kickOff = await fetch(`${w.base}/Patient/$export`, {
      headers: { ...auth, accept: 'application/fhir+json', prefer: 'respond-async' },
    });
    expect(kickOff.status, await kickOff.clone().text()).toBe(202);
    const status = kickOff.headers.get('content-location') ?? '';
    let done: Response | undefined;
    for (const until = Date.now() + 30_000; Date.now() < until; ) {
      const res = await fetch(status, { headers: auth });
      if (res.status !== 202) {
        done = res;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(done?.status).toBe(200);
    const manifest = (await done?.json()) as { output: { type: string; url: string }[] };
    const lines: Resource[] = [];
    for (const file of manifest.output) {
      const res = await fetch(file.url, { headers: { ...auth, accept: 'application/fhir+ndjson' } });
      expect(res.status).toBe(200);
      lines.push(
        ...(await res.text())
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Resource),
      );
    }
    expectValid(lines);
    const mine = `Patient/${w.q.membership.id}`;
    expect(lines.filter((r) => r.resourceType === 'Patient').map((r) => r.id)).toEqual([w.q.membership.id]);
    const observations = lines.filter((r) => r.resourceType === 'Observation') as Observation[];
    expect(observations.length).toBeGreaterThan(0);
    expect(new Set(observations.map((o) => o.subject?.reference))).toEqual(new Set([mine]));
    for (const r of lines) {
      expect(r.meta?.security?.map((c) => c.code)).toContain('NORDSCLCD');
      expect(r.meta?.extension).toEqual([{ url: PART2_NOTICE_URL, valueString: PART2_NOTICE }]);
    }
    // The other patients of the center (the one who revoked above, the one who never signed): absent.
    expect(JSON.stringify(lines)).not.toContain(w.p.membership.id);
  });

  it('registration: owners only, the key set checked, every refusal a catalogue sentence on its field; disable once, no delete', async () => {
    const path = `/v3/treatment_centers/${w.a.center.id}/fhir_systems`;
    const { publicJwk } = await makeKeys('ES384');
    const base = { name: 'EHR', kind: 'within', scopes: ['system/*.read'] };
    const refusal = async (body: object, field: string, message: string) => {
      const res = await v3('POST', path, w.a.owner.auth, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    };
    await refusal(
      { ...base, jwks: { keys: [{ ...publicJwk, d: 'secret' }] } },
      'jwks',
      messages.fhirSystemJwksPrivate,
    );
    await refusal(
      { ...base, jwks: { keys: [{ kty: 'oct', k: 'c2VjcmV0' }] } },
      'jwks',
      messages.fhirSystemJwksPrivate,
    );
    await refusal({ ...base, jwks: { keys: [] } }, 'jwks', messages.fhirSystemJwksInvalid);
    await refusal({ ...base, jwks: { keys: [{ kty: 'RSA' }] } }, 'jwks', messages.fhirSystemJwksInvalid);
    await refusal(base, 'jwks_url', messages.fhirSystemKeysRequired);
    await refusal(
      { ...base, jwks_url: 'https://ehr.example/jwks', jwks: { keys: [publicJwk] } },
      'jwks',
      messages.fhirSystemKeysBoth,
    );
    await refusal(
      { ...base, jwks_url: 'http://ehr.example/jwks' },
      'jwks_url',
      messages.fhirSystemJwksUrlInvalid,
    );
    await refusal(
      { ...base, name: ' ', jwks: { keys: [publicJwk] } },
      'name',
      messages.fhirSystemNameRequired,
    );
    await refusal(
      { ...base, scopes: [], jwks: { keys: [publicJwk] } },
      'scopes',
      messages.fhirSystemScopesRequired,
    );
    await refusal(
      { ...base, scopes: ['system/Encounter.read'], jwks: { keys: [publicJwk] } },
      'scopes.0',
      messages.fhirSystemScopeInvalid,
    );
    await refusal(
      { ...base, kind: 'recipient', jwks: { keys: [publicJwk] } },
      'recipient',
      messages.fhirSystemRecipientRequired,
    );
    await refusal(
      { ...base, kind: 'recipient', recipient: 'Plan', jwks: { keys: [publicJwk] } },
      'purpose',
      messages.fhirSystemPurposeRequired,
    );

    const good = { ...base, jwks: { keys: [publicJwk] } };
    expect((await v3('POST', path, w.a.staff.auth, good)).statusCode).toBe(403);
    expect(
      (await v3('POST', `/v3/treatment_centers/${w.b.center.id}/fhir_systems`, w.a.owner.auth, good))
        .statusCode,
    ).toBe(403);

    const created = await register(w.a, good);
    const disable = () => v3('POST', `${path}/${created.id}/disable`, w.a.owner.auth);
    expect((await disable()).statusCode).toBe(200);
    const again = await disable();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.fhirSystemAlreadyDisabled);
    const foreign = await v3(
      'POST',
      `/v3/treatment_centers/${w.b.center.id}/fhir_systems/${created.id}/disable`,
      w.b.owner.auth,
    );
    expect(foreign.statusCode).toBe(404);
    const list = await v3('GET', path, w.a.owner.auth);
    expect(list.statusCode).toBe(200);
    const listed = list.json();
    expect(listed.token_url).toBe(tokenUrl);
    expect(listed.systems.find((s: { id: string }) => s.id === created.id)).toMatchObject({
      status: 'disabled',
    });
    const bList = await v3('GET', `/v3/treatment_centers/${w.b.center.id}/fhir_systems`, w.b.owner.auth);
    expect(bList.json().systems.some((s: { id: string }) => s.id === created.id)).toBe(false);
  });

  it('answers 429 to an address that asks for tokens too often, with Retry-After and an OAuth body', async () => {
    // An address of its own, so no other test's requests count (the counter may live in Redis).
    const address = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    const ask = () =>
      w.server.app.inject({
        method: 'POST',
        url: '/fhir/R4/auth/token',
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      });
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE; i++) expect((await ask()).statusCode).toBe(400);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: 'invalid_request', error_description: messages.tooManyRequests });
  });
});
