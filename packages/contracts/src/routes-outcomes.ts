import { route } from './route';
import { centerParams } from './schemas/centers';
import { outcomesExportQuery, outcomesQuery, outcomesResponse } from './schemas/outcomes';

/**
 * The center's Outcomes (issue 39 §6) and its CSV exports; owners and staff. Spread into the one
 * route table (routes.ts). The identified CSV is a disclosure (42 CFR Part 2, decisions.md §7).
 */
export const outcomesRoutes = {
  getOutcomes: route({
    method: 'GET',
    path: '/v3/treatment_centers/{id}/outcomes',
    summary:
      "The center's outcomes: completion, baseline and latest means, change by name, cohorts, program weeks, BAM-R no use, alumni follow-ups",
    access: 'staff',
    success: 200,
    params: centerParams,
    query: outcomesQuery,
    response: outcomesResponse,
  }),
  exportOutcomes: route({
    method: 'GET',
    path: '/v3/treatment_centers/{id}/outcomes.csv',
    summary:
      'Outcomes as CSV: de-identified, or identified for patients whose active consent covers the recipient and purpose (each recorded as a disclosure)',
    access: 'staff',
    success: 200,
    params: centerParams,
    query: outcomesExportQuery,
  }),
};
