import { type BodyInputOf, type Consent, type Routes, routes, type ScanContentType } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrThrow } from '../../../lib/http';
import { uploadToPresignedUrl } from '../../../lib/upload';
import { consentsQueryKey } from './list-consents';

export type PaperConsentInput = Omit<BodyInputOf<Routes['recordPaperConsent']>, 'scan_key'>;

/**
 * Uploads the scan (a private upload URL of this patient's center), then records the consent with
 * its key: the server checks the scan's bytes when it takes the key (PDF by `%PDF-`, images
 * re-encoded) and answers the catalogue's sentence on `scan_key` otherwise.
 */
export async function recordPaperConsent(
  membershipId: string,
  input: PaperConsentInput,
  scan: File,
): Promise<Consent> {
  const upload = await callOrThrow(routes.presignConsentScan, {
    params: { id: membershipId },
    query: { content_type: scan.type as ScanContentType, size: scan.size },
  });
  await uploadToPresignedUrl(upload, scan);
  const body = { ...input, scan_key: upload.key };
  return (await callOrThrow(routes.recordPaperConsent, { params: { id: membershipId }, body })).consent;
}

export function useRecordPaperConsent(membershipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, scan }: { input: PaperConsentInput; scan: File }) =>
      recordPaperConsent(membershipId, input, scan),
    onSuccess: () => client.invalidateQueries({ queryKey: consentsQueryKey(membershipId) }),
  });
}
