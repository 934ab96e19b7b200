import type { ImageContentType } from '@portal/contracts';
import sharp from 'sharp';
import { sniffImageType } from './image-types';

/**
 * Most pixels an uploaded image may have (messages.imageTooManyPixels says 50 megapixels): a
 * 10 MB file can claim far more (a 30,000 × 30,000 PNG of one colour is a few hundred bytes and
 * 900 million pixels to decode), so the header is read and the count refused before any decoding.
 * 50 MP covers a full-resolution photo of today's phones; decoding one takes about 150 MB.
 */
const IMAGE_MAX_PIXELS = 50_000_000;

// Uploads are patients' photos: libvips' operation cache would keep decoded ones in memory.
sharp.cache(false);

type ReencodeResult = Buffer | 'not-the-image' | 'too-many-pixels';

/**
 * The image in `bytes`, decoded and encoded again in its own format, so that what is stored and
 * served is pixels only: nothing after the image's end (a page appended to a PNG), no metadata
 * (EXIF with a phone's GPS position, XMP, comments), with the EXIF orientation applied first so the
 * picture still stands the right way up. Animated GIF and WebP stay animated (every frame is
 * re-encoded, with its delays and loop count). 'not-the-image' when the bytes are not a decodable
 * image of `type`; 'too-many-pixels' when its header claims more than IMAGE_MAX_PIXELS. sharp works
 * in libuv's thread pool: the event loop is not held while an image is encoded.
 */
export async function reencodeImage(bytes: Buffer, type: ImageContentType): Promise<ReencodeResult> {
  if (sniffImageType(bytes) !== type) return 'not-the-image';
  const animated = type === 'image/gif' || type === 'image/webp';
  // failOn 'warning': a truncated or damaged image is refused, not stored half grey.
  const image = sharp(bytes, { animated, limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' });
  try {
    const meta = await image.metadata();
    if (meta.format !== formatOf[type]) return 'not-the-image';
    const pipeline = image.rotate();
    if (type === 'image/jpeg') return await pipeline.jpeg({ quality: 90 }).toBuffer();
    if (type === 'image/png') return await pipeline.png().toBuffer();
    if (type === 'image/webp') return await pipeline.webp({ quality: 90 }).toBuffer();
    return await pipeline.gif().toBuffer();
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) return 'too-many-pixels';
    return 'not-the-image';
  }
}

const formatOf: Record<ImageContentType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
