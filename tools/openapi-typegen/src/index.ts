import openapiTS, { astToString } from 'openapi-typescript';

/**
 * TypeScript types (`paths`, `operations`, `components`) for an OpenAPI document, as a client
 * generator would write them: what an integrator's code is checked against.
 */
export async function generateTypes(document: string): Promise<string> {
  return astToString(await openapiTS(document));
}
