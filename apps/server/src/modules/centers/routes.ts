import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { verifyUploadedImage } from '../../infra/storage/index';
import type { ModuleRegistrar } from '../registrar';
import * as service from './service';

/** Treatment center information, the wizard's end, and the experts list (spec §7 Center API). */
export const registerCenters: ModuleRegistrar = (app, deps) => {
  const centers: service.CentersDeps = {
    db: deps.database.db,
    config: deps.config,
    identityAdmin: deps.identityAdmin,
    logoUrl: (key) => deps.storage.publicUrl(key),
    // Only a file presigned for this center's logo, really an image, at most 10 MB (400 otherwise).
    verifyLogo: (key, centerId) =>
      verifyUploadedImage(deps.storage, { key, centerId, purpose: 'logo', field: 'logo_key' }),
    deleteLogo: (key) => deps.storage.delete(key),
    log: app.log,
  };

  defineRoute(app, routes.listCenters, async ({ user }) => ({
    treatment_centers: await service.listCenters(centers, user),
  }));

  defineRoute(app, routes.getCenter, async ({ user }) => ({
    treatment_center: await service.getCenter(centers, user),
  }));

  defineRoute(app, routes.updateCenter, async ({ user, body, request }) => ({
    treatment_center: await service.updateCenter(centers, actorOf(request), user, body),
  }));

  defineRoute(app, routes.finishInitConfig, async ({ user, request }) => ({
    treatment_center: await service.finishInitConfig(centers, actorOf(request), user),
  }));

  defineRoute(app, routes.listExperts, async ({ user }) => ({
    experts: await service.listExperts(centers, user),
  }));
};
