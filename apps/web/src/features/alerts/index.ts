export { useAlertTriggerDates } from './api/trigger-dates';
export { AlertThresholdsForm } from './components/alert-thresholds-form';
export { AlertsBadge } from './components/alerts-badge';
export { AlertsList } from './components/alerts-list';
