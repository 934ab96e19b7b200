export { ContactNowAlerts } from './components/contact-now-alerts';
export { ContactNowPage } from './components/contact-now-page';
