import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { httpSettings } from './http';
import { uploadToPresignedUrl } from './upload';

const upload = { url: 'http://localhost/uploads/k?X-Signature=s', headers: { 'Content-Type': 'image/png' } };
const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('uploadToPresignedUrl with single-use URLs', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  const saved = { ...httpSettings };
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
    Object.assign(httpSettings, { timeoutMs: 500, cancelMs: 2000 });
  });
  afterEach(() => {
    fetchSpy.mockRestore();
    Object.assign(httpSettings, saved);
  });

  it('takes a "used" answer to a retry as stored: the lost attempt before it arrived', async () => {
    for (const status of [409, 412]) {
      fetchSpy
        .mockReset()
        .mockRejectedValueOnce(new TypeError('network'))
        .mockResolvedValueOnce(new Response(null, { status }));
      await expect(uploadToPresignedUrl(upload, file)).resolves.toBeUndefined();
      expect(fetchSpy).toHaveBeenCalledTimes(2);
    }
  });

  it('fails on a "used" answer to the first attempt', async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 409 }));
    await expect(uploadToPresignedUrl(upload, file)).rejects.toThrow();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
