/** The dashboard refetches every 30 s: check-ins have no live event, and the socket may be down. */
export const DASHBOARD_REFRESH_MS = 30_000;
export const dashboardQueryKey = ['dashboard'] as const;
