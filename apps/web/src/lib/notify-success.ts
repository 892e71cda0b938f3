import { notifications } from '@mantine/notifications';

/** Spec 2 §4: success messages clear after 3 seconds. */
const SUCCESS_MS = 3000;

export const notifySuccess = (message: string) =>
  notifications.show({ color: 'green', message, autoClose: SUCCESS_MS });
