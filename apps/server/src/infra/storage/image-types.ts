import type { ScanContentType } from '@portal/contracts';

/**
 * File extension of each accepted upload type; a key's extension names its type. PDF only for the
 * purposes keys.ts allows it (consent scans).
 */
export const extensionOf: Record<ScanContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

export const contentTypeOfExtension = (ext: string): ScanContentType | null =>
  (Object.entries(extensionOf).find(([, e]) => e === ext)?.[0] as ScanContentType | undefined) ?? null;

// The content check is shared with the portal, which refuses to preview such a file.
export { sniffImageType, sniffScanType } from '@portal/contracts';
