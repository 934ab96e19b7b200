import { routes } from '@portal/contracts';
import { actorOf } from '../audit/audit';
import { defineRoute } from '../http/define-route';
import { type CurrentUser, roleOf } from '../identity/current-user';
import { loadRandomKeys } from '../identity/keys';
import type { ModuleRegistrar } from '../modules/registrar';
import { createFileSigner, registerChatFiles } from './files';
import { realtimeRolesOf, registerChatGateway } from './gateway';
import { createPresenter } from './present';
import { createChatService, type Viewer } from './service';
import { createChatTokens } from './token';

/** The 'chat' access level guarantees a center. */
const viewerOf = (user: CurrentUser): Viewer => ({
  userId: user.userId,
  centerId: user.centerId as string,
  role: roleOf(user) as Viewer['role'],
});

/** The chat service: REST routes of the contracts table and the realtime gateway. */
export const registerChat: ModuleRegistrar = async (app, deps) => {
  const db = deps.database.db;
  const tokens = await createChatTokens(deps.config, db);
  const [fileKey] = await loadRandomKeys(db, 'chat-file-keys');
  if (!fileKey) throw new Error('no chat file key');
  const signer = createFileSigner(fileKey);
  registerChatFiles(app, { storage: deps.storage, signer });
  const service = createChatService({
    db,
    realtime: deps.realtime,
    storage: deps.storage,
    present: createPresenter(deps.config, signer),
    platformSubjects: [deps.config.SUPPORT_USER_SUBJECT, deps.config.EXPERT_USER_SUBJECT],
  });
  const gateway = registerChatGateway({ realtime: deps.realtime, tokens, service, db });
  app.addHook('onClose', async () => gateway.stop());

  defineRoute(app, routes.chatToken, async ({ user }) => {
    const viewer = viewerOf(user);
    const { token, expiresAt } = await tokens.issue({
      userId: viewer.userId,
      centerId: viewer.centerId,
      roles: realtimeRolesOf(viewer.role),
    });
    return { data: { token, expires_at: expiresAt.toISOString() } };
  });
  defineRoute(app, routes.listChatChannels, ({ user, query, request }) =>
    service.listChannels(viewerOf(user), actorOf(request), query),
  );
  defineRoute(app, routes.getOrCreateChatChannel, ({ user, body, request }) =>
    service.getOrCreateChannel(viewerOf(user), actorOf(request), body.member_id),
  );
  defineRoute(app, routes.getChatChannel, ({ user, params, request }) =>
    service.getChannel(viewerOf(user), actorOf(request), params.id),
  );
  defineRoute(app, routes.deleteChatChannel, async ({ user, params, request }) => {
    await service.deleteChannel(viewerOf(user), actorOf(request), params.id);
  });
  defineRoute(app, routes.presignChatAttachment, ({ user, params, query, request }) =>
    service.presignAttachment(viewerOf(user), actorOf(request), params.id, query),
  );
  defineRoute(app, routes.listChatMessages, ({ user, params, query, request }) =>
    service.listMessages(viewerOf(user), actorOf(request), params.id, query),
  );
  defineRoute(app, routes.sendChatMessage, ({ user, params, body, request }) =>
    service.sendMessage(viewerOf(user), actorOf(request), params.id, body),
  );
  defineRoute(app, routes.listChatReplies, ({ user, params, request }) =>
    service.listReplies(viewerOf(user), actorOf(request), params.id),
  );
  defineRoute(app, routes.updateChatMessage, ({ user, params, body, request }) =>
    service.updateMessage(viewerOf(user), actorOf(request), params.id, body.text),
  );
  defineRoute(app, routes.deleteChatMessage, async ({ user, params, request }) => {
    await service.deleteMessage(viewerOf(user), actorOf(request), params.id);
  });
  defineRoute(app, routes.markChatRead, ({ user, params }) => service.markRead(viewerOf(user), params.id));
  defineRoute(app, routes.markChatUnread, ({ user, params, body }) =>
    service.markUnread(viewerOf(user), params.id, body.message_id),
  );
  defineRoute(app, routes.chatUnreadCounts, ({ user }) => service.counts(viewerOf(user)));
};
