import { createServer, type IncomingMessage, type Server } from 'node:http';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

/**
 * A stand-in for an Auth0 tenant whose password policy wants 16 characters (stricter than ours) (Auth0 cannot run here): the client-credentials token endpoint and
 * the Management API's user calls, with Auth0's status codes and error bodies.
 */
export function fakeAuth0() {
  const seen: Seen[] = [];
  const users = new Map<string, Record<string, unknown>>();
  let issued = 0;
  let validToken = '';
  const failures: number[] = [];
  const read = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
  };
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body,
    });
    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
    };
    if (req.url === '/oauth/token') {
      if (body?.client_secret !== 'secret' || body?.grant_type !== 'client_credentials') {
        return send(401, { error: 'access_denied' });
      }
      issued += 1;
      validToken = `mgmt-${issued}`;
      return send(200, { access_token: validToken, expires_in: 86400, token_type: 'Bearer' });
    }
    if (req.headers.authorization !== `Bearer ${validToken}`) {
      return send(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid token' });
    }
    const forced = failures.shift();
    if (forced) return send(forced, { statusCode: forced, message: 'slow down' }, { 'retry-after': '0' });
    const match = req.url?.match(/^\/api\/v2\/users(?:\/([^/]+))?$/);
    if (!match) return send(404, { message: 'Not Found' });
    const id = match[1] ? decodeURIComponent(match[1]) : undefined;
    if (req.method === 'POST' && !id) {
      const email = String(body?.email);
      if ([...users.values()].some((u) => u.email === email)) {
        return send(409, { statusCode: 409, error: 'Conflict', message: 'The user already exists.' });
      }
      if (String(body?.password).length < 16) {
        return send(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'PasswordStrengthError: Password is too weak',
        });
      }
      const userId = `auth0|${(users.size + 1).toString().padStart(6, '0')}`;
      const user = { ...body, user_id: userId, blocked: false };
      users.set(userId, user);
      return send(201, user);
    }
    const user = id ? users.get(id) : undefined;
    if (!user || !id) return send(404, { statusCode: 404, message: 'The user does not exist.' });
    if (req.method === 'PATCH') {
      if (body?.app_metadata) {
        user.app_metadata = { ...(user.app_metadata as object), ...(body.app_metadata as object) };
      }
      if (typeof body?.blocked === 'boolean') user.blocked = body.blocked;
      return send(200, user);
    }
    if (req.method === 'DELETE') {
      users.delete(id);
      return send(204);
    }
    return send(405, { message: 'no' });
  });
  return {
    server,
    seen,
    users,
    failNext: (...statuses: number[]) => failures.push(...statuses),
    expireToken: () => {
      validToken = 'expired-by-test';
    },
    tokensIssued: () => issued,
  };
}
