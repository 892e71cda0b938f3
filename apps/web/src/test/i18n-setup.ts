import { i18n, NAMESPACES } from '../lib/i18n';

// The web's unit tests read the English catalogs as a screen has them once its namespace has
// loaded (the app fetches all but `common` and `auth` when a screen first asks).
await i18n.loadNamespaces(NAMESPACES);
