import { describe, expect, it } from 'vitest';
import { nextPageSize, PAGE_BYTES } from './bulk-worker';
import { PAGE } from './served';

/** An export page's size follows its resources' size, so a page's objects stay small (bench 13b). */
describe('the size of an export page', () => {
  it('fits about PAGE_BYTES of NDJSON: ~50 QuestionnaireResponses, ~190 Observations', () => {
    expect(nextPageSize(200 * 3_800, 200)).toBe(Math.floor(PAGE_BYTES / 3_800));
    expect(nextPageSize(200 * 3_800, 200)).toBeLessThanOrEqual(52);
    expect(nextPageSize(50 * 1_000, 50)).toBe(Math.floor(PAGE_BYTES / 1_000));
  });

  it('stays within its bounds: never past PAGE.max, never below 10', () => {
    expect(nextPageSize(200 * 300, 200)).toBe(PAGE.max);
    expect(nextPageSize(5 * 1_000_000, 5)).toBe(10);
    expect(nextPageSize(0, 1)).toBe(PAGE.max);
  });
});
