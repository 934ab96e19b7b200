import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/**
 * What each feature module's routes.ts exports. In a file of its own, not beside the list in
 * modules/index.ts: that list imports every module, so a module importing the type from it made an
 * import circle (issue 38; lint's noImportCycles keeps it from coming back).
 */
export type ModuleRegistrar = (app: FastifyInstance, deps: AppDeps) => Promise<void> | void;
