import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { messages } from '@portal/contracts';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../../test/helpers/fixtures';
import { freePort } from '../../../../test/helpers/listen';
import { createPatient } from '../../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../../test/helpers/server';
import { fhirBase } from '../../../fhir/bundle';
import { loadSigningKeys } from '../../../identity/keys';
import { issuerUrl } from '../../../identity/verifier';
import { insertSystem } from './repository';

/**
 * SMART Backend Services with an external issuer (issue 40 §3, docs/operations.md "With an external
 * issuer"): one server runs the embedded issuer on a real port and plays the external issuer (its
 * discovery document and JWKS over HTTP); a second server, OIDC_ISSUER pointing at it, has no token
 * endpoint of its own and accepts that issuer's client-credentials tokens carrying the documented
 * claims, for a system registered in its own portal. The token is signed here with the issuer's
 * own key, as the issuer's client-credentials grant would sign it (an external IdP's grant itself
 * cannot run on this machine).
 */
describe('FHIR systems with an external issuer', () => {
  let issuer: TestServer;
  let api: TestServer;
  let center: SeededCenter;
  let systemId: string;
  let patientId: string;

  beforeAll(async () => {
    const port = await freePort();
    issuer = await createTestServer({ PUBLIC_URL: `http://127.0.0.1:${port}` });
    await issuer.app.listen({ host: '127.0.0.1', port });
    api = await createTestServer({
      PUBLIC_URL: 'http://localhost:3997',
      OIDC_ISSUER: `${issuer.config.PUBLIC_URL}/oidc`,
      OIDC_AUDIENCE: issuer.config.OIDC_AUDIENCE,
      OIDC_CLAIM_NAMESPACE: issuer.config.OIDC_CLAIM_NAMESPACE,
    });
    center = await createCenter(api, 'Harbor House');
    const { publicKey } = await generateKeyPair('RS256');
    const system = await insertSystem(api.deps.database.db, {
      treatmentCenterId: center.center.id,
      name: 'County EHR',
      jwks: { keys: [await exportJWK(publicKey)] },
      kind: 'within',
      scopes: ['system/Patient.read'],
      createdBy: center.owner.row.id,
    });
    systemId = system.id;
    patientId = (await createPatient(api, center.center.id, { firstName: 'Rosa' })).id;
  });
  afterAll(async () => {
    await api?.close();
    await issuer?.close();
  });

  /** A client-credentials access token as the issuer makes it: its key, its `iss`, the documented claims. */
  async function issuerToken(
    claims: { clientId: string; centerId: string; scope: string },
    signer = 'issuer',
  ) {
    const [jwk] = await loadSigningKeys(issuer.deps.database.db);
    if (!jwk) throw new Error('the issuer has no key');
    const key =
      signer === 'issuer' ? await importJWK(jwk, 'RS256') : (await generateKeyPair('RS256')).privateKey;
    return new SignJWT({
      client_id: claims.clientId,
      scope: claims.scope,
      [api.config.OIDC_CLAIM_NAMESPACE]: { treatment_center_id: claims.centerId },
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
      .setIssuer(issuerUrl(issuer.config))
      .setSubject(claims.clientId)
      .setAudience(fhirBase(api.config.PUBLIC_URL))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  }

  const get = (url: string, token?: string) =>
    api.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("names the issuer's token endpoint and has none of its own", async () => {
    const res = await get('/fhir/R4/.well-known/smart-configuration');
    expect(res.statusCode).toBe(200);
    const discovery = res.json();
    const openid = await fetch(`${issuer.config.PUBLIC_URL}/oidc/.well-known/openid-configuration`);
    expect(discovery.token_endpoint).toBe(
      ((await openid.json()) as { token_endpoint: string }).token_endpoint,
    );
    // No token endpoint: the FHIR API answers a method it does not serve with 405.
    const own = await api.app.inject({ method: 'POST', url: '/fhir/R4/auth/token', payload: {} });
    expect(own.statusCode).toBe(405);
  });

  it("reads the center's patients with the issuer's token for a registered system", async () => {
    const token = await issuerToken({
      clientId: systemId,
      centerId: center.center.id,
      scope: 'system/Patient.read',
    });
    const res = await get('/fhir/R4/Patient', token);
    expect(res.statusCode, res.body).toBe(200);
    const bundle = res.json() as Bundle;
    expect(bundle.entry?.map((e) => e.resource?.id)).toContain(patientId);
  });

  it('refuses a token the issuer did not sign, an unregistered system, another center or a scope not granted', async () => {
    const refusals = [
      await issuerToken(
        { clientId: systemId, centerId: center.center.id, scope: 'system/Patient.read' },
        'someone else',
      ),
      await issuerToken({
        clientId: '00000000-0000-4000-8000-000000000000',
        centerId: center.center.id,
        scope: 'system/Patient.read',
      }),
      await issuerToken({
        clientId: systemId,
        centerId: '00000000-0000-4000-8000-000000000001',
        scope: 'system/Patient.read',
      }),
      await issuerToken({ clientId: systemId, centerId: center.center.id, scope: 'system/Observation.read' }),
    ];
    for (const token of refusals) {
      const res = await get('/fhir/R4/Patient', token);
      expect(res.statusCode).toBe(401);
      expect((res.json() as OperationOutcome).issue[0]?.diagnostics).toBe(messages.fhirSystemTokenInvalid);
    }
  });
});
