import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** A center's default settings (owners change them) and each user's own settings. */
export const registerSettings: ModuleRegistrar = (app, deps) => {
  const settings: service.SettingsDeps = { db: deps.database.db, config: deps.config };

  defineRoute(app, routes.getCenterSettings, async ({ user }) => ({
    settings: await service.getCenterSettings(settings, user),
  }));

  defineRoute(app, routes.updateCenterSettings, async ({ user, body, request }) => ({
    settings: await service.updateCenterSettings(settings, actorOf(request), user, body),
  }));

  defineRoute(app, routes.getUserSettings, async ({ user }) => ({
    user_settings: await service.getUserSettings(settings, user),
  }));

  defineRoute(app, routes.updateUserSettings, async ({ user, body, request }) => ({
    user_settings: await service.updateUserSettings(settings, actorOf(request), user, body),
  }));
};
