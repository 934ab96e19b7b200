export { AccessHistoryPanel } from './components/access-history-panel';
