import { routes } from '@portal/contracts';
import { defineRoute } from '../../http/define-route';
import type { ModuleRegistrar } from '../registrar';
import { listAddictions } from './repository';

/** GET /v3/addictions: the catalogue a patient's addictions are chosen from (no patient data). */
export const registerAddictions: ModuleRegistrar = (app, { database: { db } }) => {
  defineRoute(app, routes.listAddictions, async () => ({ addictions: await listAddictions(db) }));
};
