import { createECDH, randomBytes } from 'node:crypto';
import { decrypt } from 'http_ece';
import type { RecordedRequest } from './http-recorder';

/** A browser's push subscription: its own P-256 key pair and auth secret, and a path on a recorder. */
export function pushDevice(endpointUrl: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${randomBytes(6).toString('hex')}`;
  return {
    ecdh,
    auth,
    path,
    body: {
      endpoint: `${endpointUrl}${path}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      device_label: 'Pixel 8',
    },
  };
}

/** What a received push says, decrypted with the device's private key (RFC 8291). */
export function readPush(req: RecordedRequest, device: ReturnType<typeof pushDevice>) {
  const plain = decrypt(req.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
}
