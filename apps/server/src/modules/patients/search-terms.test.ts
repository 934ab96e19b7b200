import { describe, expect, it } from 'vitest';
import { searchPatterns } from './search-terms';

describe('searchPatterns', () => {
  it('gives one contains-pattern per word', () => {
    expect(searchPatterns('  John   Smith ')).toEqual(['%John%', '%Smith%']);
    expect(searchPatterns('')).toEqual([]);
    expect(searchPatterns(undefined)).toEqual([]);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(searchPatterns('50%_a\\b')).toEqual(['%50\\%\\_a\\\\b%']);
  });

  it('keeps at most 8 words', () => {
    expect(searchPatterns('a b c d e f g h i j')).toHaveLength(8);
  });
});
