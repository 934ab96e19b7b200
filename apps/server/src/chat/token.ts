import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadRandomKeys } from '../identity/keys';
import type { RealtimeRole } from '../infra/realtime/realtime';

/** Chat tokens live 15 minutes; the portal asks for a new one on every (re)connect. */
export const CHAT_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'portal-chat';

export interface ChatTokenClaims {
  userId: string;
  centerId: string;
  roles: RealtimeRole[];
}

export interface ChatTokens {
  issue(claims: ChatTokenClaims): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<ChatTokenClaims>;
}

/**
 * Short-lived tokens for the realtime connection only: their own audience, so an API call cannot
 * use one and a socket cannot use an API access token. Signed (HS256) with a key the server keeps
 * in the database, so every instance verifies what any instance issued.
 */
export async function createChatTokens(config: Config, db: Db): Promise<ChatTokens> {
  const [secret] = await loadRandomKeys(db, 'chat-token-keys');
  if (!secret) throw new Error('no chat token key');
  const key = new TextEncoder().encode(secret);
  const issuer = config.PUBLIC_URL;
  return {
    async issue({ userId, centerId, roles }) {
      const expiresAt = new Date(Date.now() + CHAT_TOKEN_TTL_SECONDS * 1000);
      const token = await new SignJWT({ ctr: centerId, rl: roles })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        clockTolerance: 5,
      });
      const { sub, ctr, rl } = payload as { sub?: unknown; ctr?: unknown; rl?: unknown };
      if (typeof sub !== 'string' || typeof ctr !== 'string' || !Array.isArray(rl)) {
        throw new Error('malformed chat token');
      }
      return {
        userId: sub,
        centerId: ctr,
        roles: rl.filter((r): r is RealtimeRole => typeof r === 'string'),
      };
    },
  };
}
