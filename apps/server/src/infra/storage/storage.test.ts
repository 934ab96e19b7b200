import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-types';
import { newKey, parseKey } from './keys';
import { checkPut, signPut } from './local';

const CENTER = '11111111-1111-4111-8111-111111111111';

describe('image content check', () => {
  it('names each accepted image by its first bytes and nothing else', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('GIF87a....'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('storage keys', () => {
  it('are namespaced by center and purpose, end in the type, and parse back', () => {
    const key = newKey(CENTER, 'events', 'image/jpeg');
    expect(key).toMatch(new RegExp(`^${CENTER}/events/[0-9a-f-]{36}\\.jpg$`));
    expect(parseKey(key)).toMatchObject({ centerId: CENTER, purpose: 'events', contentType: 'image/jpeg' });
  });

  it('refuse anything newKey could not have made', () => {
    for (const key of [
      `${CENTER}/events/../../x.png`,
      `${CENTER}/other/22222222-2222-4222-8222-222222222222.png`,
      `${CENTER}/events/22222222-2222-4222-8222-222222222222.svg`,
      `${CENTER}/events/22222222-2222-4222-8222-222222222222.png/x`,
      `/${CENTER}/events/22222222-2222-4222-8222-222222222222.png`,
      '',
    ]) {
      expect(parseKey(key), key).toBeNull();
    }
  });
});

describe('local upload signatures', () => {
  const put = {
    key: newKey(CENTER, 'events', 'image/png'),
    contentType: 'image/png',
    size: 100,
    expires: 2_000_000_000,
  };
  const sig = signPut('secret-1', put);

  it('accept the signed upload with any current key (rotation) until it expires', () => {
    expect(checkPut(['secret-1'], put, sig, 1_999_999_999_000)).toEqual({ ok: true });
    expect(checkPut(['secret-2', 'secret-1'], put, sig, 1_999_999_999_000)).toEqual({ ok: true });
    expect(checkPut(['secret-1'], put, sig, 2_000_000_000_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse any change of key, type, size, expiry or signature', () => {
    const now = 1_999_999_999_000;
    for (const changed of [
      { ...put, key: newKey(CENTER, 'events', 'image/png') },
      { ...put, contentType: 'image/gif' },
      { ...put, size: 101 },
      { ...put, expires: put.expires + 1 },
    ]) {
      expect(checkPut(['secret-1'], changed, sig, now)).toEqual({ ok: false, reason: 'signature' });
    }
    expect(checkPut(['secret-2'], put, sig, now)).toEqual({ ok: false, reason: 'signature' });
    // Every other spelling of the last character, including those that decode to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const c of alphabet.replace(sig.slice(-1), '')) {
      expect(checkPut(['secret-1'], put, `${sig.slice(0, -1)}${c}`, now).ok).toBe(false);
    }
    expect(checkPut(['secret-1'], put, '', now).ok).toBe(false);
  });
});
