import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userManagerFromServer } from './user-manager';

const config = {
  authority: 'https://issuer.example',
  client_id: 'app',
  scope: 'openid email',
  redirect_uri: 'https://app.example/callback',
  post_logout_redirect_uri: 'https://app.example/',
  extra_query_params: { audience: 'api' },
  session_idle_minutes: 20,
};

describe("the app's OIDC client, from the server's configuration", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is made once, with the issuer and client the server named and the app's own extras", async () => {
    const readConfig = vi.fn(async () => Response.json(config));
    const seen: (typeof config)[] = [];
    const get = userManagerFromServer<typeof config>(readConfig, (c) => seen.push(c));
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBeInstanceOf(UserManager);
    expect(second).toBe(first);
    expect(await get()).toBe(first);
    expect(readConfig).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([config]);
    expect(first.settings).toMatchObject({
      authority: 'https://issuer.example',
      client_id: 'app',
      scope: 'openid email',
      redirect_uri: 'https://app.example/callback',
      post_logout_redirect_uri: 'https://app.example/',
      response_type: 'code',
      extraQueryParams: { audience: 'api' },
      extraTokenParams: {},
      automaticSilentRenew: true,
      loadUserInfo: false,
    });
  });

  it('asks again after a failed read instead of keeping the failure', async () => {
    const readConfig = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(Response.json(config));
    const get = userManagerFromServer(readConfig);
    await expect(get()).rejects.toThrow('HTTP 503');
    expect(await get()).toBeInstanceOf(UserManager);
    expect(readConfig).toHaveBeenCalledTimes(2);
  });
});
