#!/usr/bin/env node
// Draws the app icon (a white drop on the portal's blue) as PNGs for the web app manifest.
// Run once: node scripts/make-icons.mjs; the PNGs are committed in apps/web/public/icons.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function icon(size, { maskable }) {
  const blue = [0x19, 0x71, 0xc2];
  const rows = [];
  const pad = maskable ? 0 : size * 0.06;
  const radius = maskable ? 0 : size * 0.2;
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      // Rounded square background.
      const dx = Math.max(pad + radius - x, x - (size - pad - radius), 0);
      const dy = Math.max(pad + radius - y, y - (size - pad - radius), 0);
      const inside =
        x >= pad && y >= pad && x < size - pad && y < size - pad && dx * dx + dy * dy <= radius * radius;
      // A drop: a circle with a point above it, kept within the maskable safe zone (centre 60%).
      const cx = size / 2;
      const cy = size * 0.58;
      const r = size * 0.17;
      const inCircle = (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
      const top = size * 0.28;
      const inPoint = y >= top && y <= cy && Math.abs(x - cx) <= ((y - top) / (cy - top)) * r;
      const white = inCircle || inPoint;
      if (!inside) row.push(0, 0, 0, 0);
      else if (white) row.push(255, 255, 255, 255);
      else row.push(...blue, 255);
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../apps/web/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const size of [192, 512])
  writeFileSync(new URL(`icon-${size}.png`, out), icon(size, { maskable: false }));
writeFileSync(new URL('icon-maskable-512.png', out), icon(512, { maskable: true }));
writeFileSync(new URL('apple-touch-icon.png', out), icon(180, { maskable: true }));
console.log('icons written');
