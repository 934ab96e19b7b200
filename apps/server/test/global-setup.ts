import { openPglite } from '../src/db/client';
import { readTemplate, writeTemplate } from './helpers/pglite-template';

/** Builds the migrated PGlite template once per run (when the suite runs on PGlite). */
export default async function setup() {
  if (process.env.DATABASE_URL || readTemplate()) return;
  const database = await openPglite();
  await database.migrate();
  writeTemplate(new Uint8Array(await (await database.dump()).arrayBuffer()));
  await database.close();
}
