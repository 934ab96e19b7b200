import { z } from 'zod';

/** What the portal needs to configure oidc-client-ts against the configured issuer. */
export const authConfig = z.object({
  /** The issuer URL (embedded: `${PUBLIC_URL}/oidc`, or OIDC_ISSUER). */
  authority: z.string(),
  client_id: z.string(),
  /** Audience of API access tokens (the embedded issuer defaults it; Auth0 needs it as `audience`). */
  audience: z.string(),
  scope: z.string(),
  redirect_uri: z.string(),
  post_logout_redirect_uri: z.string(),
  /** Portal sessions end after this many idle minutes, and this many hours after sign-in. */
  session_idle_minutes: z.number(),
  session_max_hours: z.number(),
});
export type AuthConfig = z.infer<typeof authConfig>;
