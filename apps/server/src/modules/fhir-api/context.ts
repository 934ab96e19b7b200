import type { Resource } from '@medplum/fhirtypes';
import type { Db } from '../../db/client';
import type { FhirCaller } from './caller';
import { invalidParameter } from './outcome';
import type { Page } from './paging';
import type { ParsedSearch } from './search-params';
import { isUuid } from './sql-filters';

/** What every resource's service is handed: the database, the caller (its center), the clock. */
export interface FhirContext {
  db: Db;
  caller: FhirCaller;
  now: Date;
}

/** Read and search of one resource type; `read` answers undefined for nothing of the caller's center. */
export interface ResourceService {
  read(ctx: FhirContext, id: string): Promise<Resource | undefined>;
  search(ctx: FhirContext, search: ParsedSearch): Promise<Page<Resource>>;
}

/** A cursor of a type whose ids are UUIDs must be one (it is compared with a uuid column). */
export function uuidCursor(search: ParsedSearch): string | undefined {
  if (search.cursor !== undefined && !isUuid(search.cursor)) throw invalidParameter('_cursor');
  return search.cursor;
}
