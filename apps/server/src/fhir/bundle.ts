import type { Bundle, Resource } from '@medplum/fhirtypes';

/**
 * A Bundle of type collection: each entry's fullUrl is `<base>/<type>/<id>`, so the resources'
 * relative references (`Patient/<id>`) resolve inside the Bundle (FHIR R4 §2.36.4.1). `base` is the
 * server's FHIR base (PUBLIC_URL + /fhir/R4, where issue 40's server answers).
 */
export function collectionBundle(base: string, resources: Resource[], at = new Date()): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: at.toISOString(),
    entry: resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
    })),
  };
}

/** The FHIR base of this server. */
export const fhirBase = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/fhir/R4`;

/**
 * A page of search results (FHIR R4 §3.1.1.3): type searchset, each entry a match with its
 * fullUrl, the `self` link and, when more follow, the `next` link. No `total` (optional in R4;
 * counting every match would cost each page a second scan).
 */
export function searchsetBundle(
  base: string,
  resources: Resource[],
  links: { self: string; next?: string | undefined },
  at = new Date(),
): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: at.toISOString(),
    link: [
      { relation: 'self', url: links.self },
      ...(links.next ? [{ relation: 'next', url: links.next }] : []),
    ],
    entry: resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' as const },
    })),
  };
}
