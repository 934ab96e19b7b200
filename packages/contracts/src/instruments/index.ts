import { BAMR } from './bam-r';
import { BARC10 } from './barc-10';
import { GAD7 } from './gad-7';
import { PHQ9 } from './phq-9';
import type { InstrumentDefinition, InstrumentId } from './types';

export { BAMR_USE_ITEMS } from './bam-r';
export { BARC10_REMISSION_THRESHOLD } from './barc-10';
export * from './change';
export { LOINC, PRODUCT_ASSESSMENT_CODES } from './codes';
export { PHQ9_ITEM9 } from './phq-9';
export * from './scoring';
export * from './types';

/** Every instrument the product offers, by id (one version each for now). */
export const INSTRUMENTS: Readonly<Record<InstrumentId, InstrumentDefinition>> = {
  'phq-9': PHQ9,
  'gad-7': GAD7,
  'bam-r': BAMR,
  'barc-10': BARC10,
};
