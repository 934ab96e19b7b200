export { ReservationsPage } from './components/reservations-page';
