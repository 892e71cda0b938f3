import { notifications } from '@mantine/notifications';
import { serverText } from './i18n';

/** Spec 2 §4: success messages clear after 3 seconds. */
const SUCCESS_MS = 3000;

/** A success message: a contract's or the API's sentence, in the language the app speaks. */
export const notifySuccess = (message: string) =>
  notifications.show({ color: 'green', message: serverText(message), autoClose: SUCCESS_MS });
