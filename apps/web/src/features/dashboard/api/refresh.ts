/** The dashboard also refetches every 30 s: the socket may be down (check-ins arrive live on it). */
export const DASHBOARD_REFRESH_MS = 30_000;
export const dashboardQueryKey = ['dashboard'] as const;
