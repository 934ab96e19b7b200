import { buildPath, routes } from '@portal/contracts';
import { requestFile } from '../../../lib/http';

/**
 * The scan of a paper consent, saved as a download (never opened inline: a PDF is stored as the
 * center sent it). Named by record id, not the patient's name: downloads folders are not private.
 */
export async function downloadScan(membershipId: string, consentId: string): Promise<void> {
  const blob = await requestFile(
    buildPath(routes.getConsentScan.path, { id: membershipId, consent_id: consentId }),
  );
  const extension = blob.type === 'application/pdf' ? 'pdf' : (blob.type.split('/')[1] ?? 'bin');
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: `consent-scan-${consentId.slice(0, 8)}.${extension === 'jpeg' ? 'jpg' : extension}`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
