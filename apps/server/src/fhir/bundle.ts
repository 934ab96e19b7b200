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
