import { messages } from '@portal/contracts';
import { conflict, HttpError } from '../../http/errors';
import { IdentityAdminError } from './identity-admin';

/** A 409 on the e-mail field, with the caller's wording (staff and patients say it differently). */
export const emailTakenError = (message: string) => conflict(message, [{ field: 'email', message }]);

/** The identity provider's refusals as the caller should see them; other errors pass through. */
export function providerHttpError(error: unknown, emailTakenMessage: string): Error {
  if (!(error instanceof IdentityAdminError)) return error as Error;
  switch (error.kind) {
    case 'conflict':
      return emailTakenError(emailTakenMessage);
    case 'rejected':
      return new HttpError(400, error.message, [{ field: 'password', message: error.message }]);
    case 'unavailable':
      return new HttpError(503, messages.identityAdminUnavailable);
    case 'failed':
      return new HttpError(502, messages.identityProviderFailed);
  }
}
