import { routes } from '@portal/contracts';
import { actorOf } from '../../audit/audit';
import { defineRoute } from '../../http/define-route';
import { presignUpload } from '../../infra/storage/presign';
import type { ModuleRegistrar } from '../registrar';
import { registerUploadFiles } from './files';
import { registerUploadSweep } from './sweep';

/** Upload URLs (event images, center logo) and the /uploads files themselves. */
export const registerUploads: ModuleRegistrar = async (app, deps) => {
  const { storage } = deps;
  const db = deps.database.db;

  defineRoute(app, routes.eventPresignedUrl, ({ user, query, request }) =>
    presignUpload({ db, storage }, actorOf(request), {
      centerId: user.centerId as string,
      purpose: 'events',
      contentType: query.content_type,
      size: query.size,
    }),
  );

  defineRoute(app, routes.centerPresignedUrl, ({ user, query, request }) =>
    presignUpload({ db, storage }, actorOf(request), {
      centerId: user.centerId as string,
      purpose: 'logo',
      contentType: query.content_type,
      size: query.size,
    }),
  );

  await registerUploadFiles(app, { db, storage });
  registerUploadSweep(app, { database: deps.database, storage });
};
