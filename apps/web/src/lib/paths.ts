import { SCREENS } from '@pos/contracts/permissions';

/** The Subscription tab of Application Settings: where banners and the card page lead to pay. */
export const SUBSCRIPTION_TAB_PATH = `${SCREENS.settings.path}?tab=subscription`;
