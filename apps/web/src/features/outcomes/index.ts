export { OutcomesPage } from './components/outcomes-page';
