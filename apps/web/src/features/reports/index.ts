export { ReportsPanel } from './components/reports-panel';
