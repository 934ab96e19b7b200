import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

describe('the verified-token cache', () => {
  it('keeps a token until its expiry, and not a moment longer', () => {
    const cache = new VerifiedTokens<string>();
    const key = cache.keyOf('header.payload.signature');
    cache.set(key, 'facts', 10_000, 1_000);
    expect(cache.get(key, 9_999)).toBe('facts');
    expect(cache.get(key, 10_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps no token without an expiry, or already expired', () => {
    const cache = new VerifiedTokens<string>();
    cache.set(cache.keyOf('a'), 'facts', undefined, 1_000);
    cache.set(cache.keyOf('b'), 'facts', 1_000, 1_000);
    cache.set(cache.keyOf('c'), 'facts', Number.NaN, 1_000);
    expect(cache.size).toBe(0);
  });

  it('holds at most `max` tokens, dropping the oldest', () => {
    const cache = new VerifiedTokens<number>(3);
    for (let i = 0; i < 5; i++) cache.set(cache.keyOf(`token-${i}`), i, 60_000, 0);
    expect(cache.size).toBe(3);
    expect(cache.get(cache.keyOf('token-0'), 1)).toBeUndefined();
    expect(cache.get(cache.keyOf('token-1'), 1)).toBeUndefined();
    expect(cache.get(cache.keyOf('token-4'), 1)).toBe(4);
  });

  it('is keyed by a hash, so it holds no bearer token', () => {
    const cache = new VerifiedTokens<string>();
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';
    const key = cache.keyOf(token);
    expect(key).not.toContain(token);
    expect(key).toMatch(/^[\w-]{43}$/);
  });
});
