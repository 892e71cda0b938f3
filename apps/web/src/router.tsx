import { SCREENS, type Screen, type ScreenKey } from '@pos/contracts/permissions';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PublicOnly } from './auth/public-only';
import { RequireAuth } from './auth/require-auth';
import { RequireBusinessAdmin } from './auth/require-business-admin';
import { RequirePermission } from './auth/require-permission';
import { FullPageLoader } from './components/full-page-loader';
import { NotFoundPage } from './components/not-found-page';
import type { ResourceDefinition, RowBase } from './components/resource-list/types';
import { RouteError } from './components/route-error';
import { TextNamespace } from './components/shared-text';
import { LoginPage } from './features/auth/login-page';
import { msg } from './lib/i18n';
import { DocumentTitle, titled } from './platform/document-title';

// The sign-in page ships in the entry chunk (it is the first page most visits see); everything
// else loads on demand, the dashboard's charts above all.
const SignupPage = lazy(() =>
  import('./features/auth/signup-page').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));
// The signed-in frame (AppShell, menus, drawer, popovers) is not needed to sign in.
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

/** A list screen: the generic ResourceList and the screen's definition, loaded on demand. */
function lazyResource<Row extends RowBase>(load: () => Promise<ResourceDefinition<Row>>) {
  return lazy(async () => {
    const [{ ResourceList }, definition] = await Promise.all([
      import('./components/resource-list/resource-list'),
      load(),
    ]);
    return { default: () => <ResourceList definition={definition} /> };
  });
}

/**
 * A page given pieces of other features: features never import each other, so where a screen
 * shows another feature's part (the register's shift bar, the subscription tab of the settings,
 * a sale's return form), it is put together here (ARCHITECTURE, "The web app's features").
 */
function composed<Parts extends object>(
  loadPage: () => Promise<{ default: ComponentType<Parts> }>,
  loadParts: () => Promise<Parts>,
) {
  return lazy(async () => {
    const [{ default: Page }, parts] = await Promise.all([loadPage(), loadParts()]);
    return { default: () => <Page {...parts} /> };
  });
}

/**
 * The catalog namespace of each screen's page: its feature's folder. The page sits in a
 * `<TextNamespace>` of it, so the shared components on it (a list, its filters, a dialog) find
 * the `msg('…')` keys the feature hands them (components/shared-text.tsx).
 */
const SCREEN_NAMESPACES: Record<ScreenKey, string> = {
  dashboard: 'dashboard',
  register: 'register',
  bulkUpload: 'bulk-upload',
  labels: 'labels',
  stores: 'stores',
  taxClasses: 'tax-classes',
  users: 'users',
  customers: 'customers',
  giftCards: 'gift-cards',
  roles: 'roles',
  permissions: 'permissions',
  categories: 'categories',
  attributes: 'attributes',
  products: 'products',
  promotions: 'promotions',
  inventory: 'inventory',
  stockHistory: 'stock-history',
  stockCounts: 'stock-counts',
  inventoryValuation: 'inventory-valuation',
  purchaseOrders: 'purchasing',
  suppliers: 'purchasing',
  auditLog: 'audit-log',
  storeReport: 'store-report',
  reorder: 'purchasing',
  reports: 'reports',
  accountAgeing: 'customers',
  transactions: 'transactions',
  shifts: 'shifts',
  profile: 'profile',
  settings: 'settings',
  adminOrganizations: 'business-admin',
  adminDashboard: 'business-admin',
  adminUsers: 'business-admin',
  adminTransactions: 'business-admin',
  adminSubscriptions: 'business-admin',
  adminSettings: 'business-admin',
  apiKeys: 'api-keys',
  webhooks: 'webhooks',
  subscriptionTransactions: 'subscription',
};

/** Every screen of the permission table has its page (the type says so). */
const SCREEN_PAGES: Record<ScreenKey, ComponentType> = {
  dashboard: DashboardPage,
  register: composed(
    () => import('./features/register/register-page'),
    () => import('./features/shifts/shift-controls').then((m) => ({ ShiftBar: m.ShiftControls })),
  ),
  bulkUpload: lazy(() => import('./features/bulk-upload/bulk-upload-page')),
  labels: lazy(() => import('./features/labels/labels-page')),
  stores: lazy(() => import('./features/stores/stores-page')),
  taxClasses: lazy(() => import('./features/tax-classes/tax-classes-page')),
  users: lazyResource(() => import('./features/users/resource').then((m) => m.usersResource)),
  customers: lazyResource(() =>
    import('./features/customers/resource').then((m) => m.customersResource),
  ),
  giftCards: lazyResource(() =>
    import('./features/gift-cards/resource').then((m) => m.giftCardsResource),
  ),
  roles: lazyResource(() => import('./features/roles/resource').then((m) => m.rolesResource)),
  permissions: lazyResource(() =>
    import('./features/permissions/resource').then((m) => m.permissionsResource),
  ),
  categories: lazyResource(() =>
    import('./features/categories/resource').then((m) => m.categoriesResource),
  ),
  attributes: lazyResource(() =>
    import('./features/attributes/resource').then((m) => m.attributesResource),
  ),
  products: lazyResource(() =>
    import('./features/products/resource').then((m) => m.productsResource),
  ),
  promotions: lazyResource(() =>
    import('./features/promotions/resource').then((m) => m.promotionsResource),
  ),
  inventory: lazyResource(() =>
    import('./features/inventory/resource').then((m) => m.inventoryResource),
  ),
  stockHistory: lazyResource(() =>
    import('./features/stock-history/resource').then((m) => m.stockHistoryResource),
  ),
  stockCounts: lazyResource(() =>
    import('./features/stock-counts/resource').then((m) => m.stockCountsResource),
  ),
  inventoryValuation: lazyResource(() =>
    import('./features/inventory-valuation/resource').then((m) => m.inventoryValuationResource),
  ),
  purchaseOrders: lazyResource(() =>
    import('./features/purchasing/purchase-orders/resource').then((m) => m.purchaseOrdersResource),
  ),
  suppliers: lazyResource(() =>
    import('./features/purchasing/suppliers/resource').then((m) => m.suppliersResource),
  ),
  auditLog: lazyResource(() =>
    import('./features/audit-log/resource').then((m) => m.auditLogResource),
  ),
  storeReport: lazy(() => import('./features/store-report/store-report-page')),
  reorder: lazy(() => import('./features/purchasing/reorder/reorder-page')),
  reports: lazy(() => import('./features/reports/reports-page')),
  accountAgeing: lazyResource(() =>
    import('./features/customers/ageing-resource').then((m) => m.ageingResource),
  ),
  transactions: lazyResource(() =>
    import('./features/transactions/resource').then((m) => m.transactionsResource),
  ),
  shifts: lazyResource(() => import('./features/shifts/resource').then((m) => m.shiftsResource)),
  profile: lazy(() => import('./features/profile/profile-page')),
  settings: composed(
    () => import('./features/settings/settings-page'),
    () =>
      import('./features/subscription/subscription-tab').then((m) => ({
        SubscriptionTab: m.SubscriptionTab,
      })),
  ),
  adminOrganizations: lazyResource(() =>
    import('./features/business-admin/admin-organizations-resource').then(
      (m) => m.adminOrganizationsResource,
    ),
  ),
  adminDashboard: lazy(() => import('./features/business-admin/dashboard/admin-dashboard-page')),
  adminUsers: lazyResource(() =>
    import('./features/business-admin/admin-users-resource').then((m) => m.adminUsersResource),
  ),
  adminTransactions: lazyResource(() =>
    import('./features/business-admin/admin-transactions-resource').then(
      (m) => m.adminTransactionsResource,
    ),
  ),
  adminSubscriptions: lazyResource(() =>
    import('./features/business-admin/admin-subscriptions-resource').then(
      (m) => m.adminSubscriptionsResource,
    ),
  ),
  adminSettings: lazy(
    () => import('./features/business-admin/platform-settings/platform-settings-page'),
  ),
  apiKeys: lazyResource(() =>
    import('./features/api-keys/resource').then((m) => m.apiKeysResource),
  ),
  webhooks: lazyResource(() =>
    import('./features/webhooks/resource').then((m) => m.webhooksResource),
  ),
  subscriptionTransactions: lazyResource(() =>
    import('./features/subscription/subscription-transactions-resource').then(
      (m) => m.subscriptionTransactionsResource,
    ),
  ),
};

const TransactionDetailsPage = composed(
  () => import('./features/transactions/transaction-details-page'),
  () =>
    import('./features/register/returns/return-form').then((m) => ({ ReturnForm: m.ReturnForm })),
);
const ShiftDetailsPage = lazy(() => import('./features/shifts/shift-details-page'));
const PurchaseOrderPage = lazy(
  () => import('./features/purchasing/purchase-orders/purchase-order-page'),
);
const StockCountPage = lazy(() => import('./features/stock-counts/stock-count-page'));
const CustomerPage = lazy(() => import('./features/customers/customer-page'));
const WebhookPage = lazy(() => import('./features/webhooks/webhook-page'));
const ImportPage = lazy(() => import('./features/imports/import-page'));
const SandboxCardPage = lazy(() => import('./features/subscription/sandbox-card-page'));
const VerifyEmailPage = lazy(() => import('./features/auth/verify-email-page'));
const DisplayPage = lazy(() => import('./features/customer-display/display-page'));

/** Pages under a screen (a list's detail page) share its guard. */
const detailRoutes: RouteObject[] = [
  {
    path: `${SCREENS.transactions.path}/:id`,
    element: guarded(SCREENS.transactions, inFeature('transactions', <TransactionDetailsPage />)),
    ...titled(msg('Transaction Details')),
  },
  {
    path: `${SCREENS.shifts.path}/:id`,
    element: guarded(SCREENS.shifts, inFeature('shifts', <ShiftDetailsPage />)),
    ...titled(msg('Shift Details')),
  },
  {
    path: `${SCREENS.purchaseOrders.path}/:id`,
    element: guarded(SCREENS.purchaseOrders, inFeature('purchasing', <PurchaseOrderPage />)),
    ...titled(msg('Purchase Order')),
  },
  {
    path: `${SCREENS.stockCounts.path}/:id`,
    element: guarded(SCREENS.stockCounts, inFeature('stock-counts', <StockCountPage />)),
    ...titled(msg('Stock Count')),
  },
  {
    path: `${SCREENS.customers.path}/:id`,
    element: guarded(SCREENS.customers, inFeature('customers', <CustomerPage />)),
    ...titled(msg('Customer')),
  },
  {
    path: `${SCREENS.webhooks.path}/:id`,
    element: guarded(SCREENS.webhooks, inFeature('webhooks', <WebhookPage />)),
    ...titled(msg('Webhook Endpoint')),
  },
  // Import from another POS (Settings → Import): the settings' permission guards it.
  {
    path: `${SCREENS.settings.path}/import`,
    element: guarded(SCREENS.settings, inFeature('imports', <ImportPage />)),
    ...titled(msg('Import from another POS')),
  },
  // The sandbox gateway's card page (payment/update-card redirects there); settings guard it.
  {
    path: '/sandbox-checkout/card',
    element: guarded(SCREENS.settings, inFeature('subscription', <SandboxCardPage />)),
    ...titled(msg('Update Card')),
  },
];

/** A feature's page in the feature's catalog namespace (see SCREEN_NAMESPACES). */
function inFeature(ns: string, page: ReactNode): ReactNode {
  return <TextNamespace ns={ns}>{page}</TextNamespace>;
}

/** Pages outside the app frame bring their own suspense fallback. */
const standalone = (page: ReactNode) => <Suspense fallback={<FullPageLoader />}>{page}</Suspense>;

/** The guard of a screen comes from the one permission table (DESIGN §6). */
function guarded(screen: Screen, page: ReactNode): ReactNode {
  if (screen.group === 'business-admin') return <RequireBusinessAdmin>{page}</RequireBusinessAdmin>;
  return <RequirePermission access={screen.access}>{page}</RequirePermission>;
}

const screenRoutes: RouteObject[] = (Object.entries(SCREENS) as [ScreenKey, Screen][]).map(
  ([key, screen]) => {
    const Page = SCREEN_PAGES[key];
    return {
      path: screen.path,
      element: guarded(screen, inFeature(SCREEN_NAMESPACES[key], <Page />)),
      ...titled(screen.label),
    };
  },
);

/**
 * Every route's tab title is its `titled(…)` here — a screen's is its label in SCREENS — and
 * the root route writes it (DocumentTitle).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/login', element: <LoginPage />, ...titled(msg('Sign in')) },
          { path: '/', element: standalone(<SignupPage />), ...titled(msg('Sign up')) },
        ],
      },
      {
        path: '/forgot-password',
        element: standalone(<ForgotPasswordPage />),
        ...titled(msg('Forgot password')),
      },
      {
        path: '/reset-password/:token',
        element: standalone(<ResetPasswordPage />),
        ...titled(msg('Reset password')),
      },
      // A customer display: no sign-in, its pairing code is its credential (opened signed in or
      // not, e.g. a second window of the register's own browser).
      {
        path: '/display/:code',
        element: standalone(<DisplayPage />),
        ...titled(msg('Customer display')),
      },
      // The mailed verification link opens signed in or not.
      {
        path: '/verify-email/:token',
        element: standalone(<VerifyEmailPage />),
        ...titled(msg('Verify e-mail')),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: standalone(<AppLayout />),
            errorElement: <RouteError />,
            children: [...screenRoutes, ...detailRoutes],
          },
        ],
      },
      // Signed in or not: an unknown address says so rather than sending anyone elsewhere.
      { path: '*', element: <NotFoundPage />, ...titled(msg('Page not found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
