import { Notifications } from '@mantine/notifications';
import toasts from './toasts.module.css';

/** Where toasts show: below the header (toasts.module.css), so they never cover its controls. */
export function ToastContainer() {
  return <Notifications position="top-right" limit={4} classNames={{ root: toasts.root }} />;
}
