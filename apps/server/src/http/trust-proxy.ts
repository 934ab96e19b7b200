import type { Config } from '../config';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. Fastify 5 ignores a bare hop count (it
 * trusts no hop, since a client that reaches the server directly could write as many hops as it
 * likes), so a count becomes "trust the nearest N hops": right only when the server can be reached
 * through those proxies alone (docs/operations.md). A list of addresses is checked against the
 * actual peer and is the safer choice.
 */
export function trustProxyOf(setting: Config['TRUST_PROXY']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
