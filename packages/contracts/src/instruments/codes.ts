/** Code systems of the instruments' codings. */
export const LOINC = 'http://loinc.org';
/**
 * The product's own code system, for instruments and scores without a LOINC code (BAM-R, BARC-10)
 * and for answer scales LOINC does not cover. Codes are `<instrument>-<item>` and `<instrument>-<score>`.
 */
export const PRODUCT_ASSESSMENT_CODES = 'https://recovery-portal.app/fhir/CodeSystem/assessments';

export const loinc = (code: string) => ({ system: LOINC, code });
export const productCode = (code: string) => ({ system: PRODUCT_ASSESSMENT_CODES, code });
