import {
  type CheckboxProps,
  type ComboboxProps,
  createTheme,
  type DrawerProps,
  getDefaultZIndex,
  type InputProps,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type PasswordInputProps,
  type SwitchProps,
  type TooltipProps,
} from '@mantine/core';
import { i18n } from './lib/i18n';
import classes from './theme.module.css';

/**
 * What `Component.extend` checks, without importing the component: `Menu.extend` here put Menu,
 * Tooltip, Combobox and floating-ui in the entry chunk, which the sign-in page loads (its
 * JavaScript ≤ 200 KB gzipped, DESIGN §11).
 */
const themed = <Props>(c: {
  defaultProps?: Partial<Props>;
  classNames?: Record<string, string | undefined>;
}) => c;

/**
 * Pop-ups (a select's options, a tooltip) stay next to what opened them, inside its landmark or
 * dialog, not in a portal at the end of <body> (axe "region"; options outside an aria-modal
 * dialog are out of a screen reader's reach). Fixed positioning still lets them out of scroll
 * areas, table wrappers and the sidebar; the top z-index puts them above a scroll area's bar
 * (Mantine gives it 1001), and a dialog's own stacking keeps them from covering anything else.
 */
const inPlace = {
  withinPortal: false,
  floatingStrategy: 'fixed',
  zIndex: getDefaultZIndex('max'),
} as const;

/**
 * Not just "Close": a dialog may have a Close button of its own. The theme is made once, at
 * load: the names are getters, read each time a dialog or toast renders its close button, so
 * they follow a change of language.
 */
const closeButtonProps = {
  get 'aria-label'() {
    return i18n.t('Close dialog');
  },
};
const notificationCloseButtonProps = {
  get 'aria-label'() {
    return i18n.t('Close notification');
  },
};

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 gives white text 4.3:1; 7 passes WCAG AA (theme-colors.ts does the other colours).
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Mantine's focused input only changes its 1px border colour: too faint to find (WCAG 2.4.7).
    // Borders, the checkbox's box and the switch's track at 3:1 (WCAG 1.4.11, theme.module.css).
    Input: themed<InputProps>({
      classNames: { input: classes.input, wrapper: classes.inputWrapper },
    }),
    Checkbox: themed<CheckboxProps>({ classNames: { input: classes.checkbox } }),
    Switch: themed<SwitchProps>({ classNames: { track: classes.switchTrack } }),
    // Select, TagsInput and the creatable selects are all built on Combobox.
    Combobox: themed<ComboboxProps>({ defaultProps: inPlace }),
    Tooltip: themed<TooltipProps>({ defaultProps: inPlace }),
    // The close button is an icon: it needs a name (a drawer may give a more precise one).
    Modal: themed<ModalProps>({ defaultProps: { closeButtonProps } }),
    Drawer: themed<DrawerProps>({ defaultProps: { closeButtonProps } }),
    // A toast's close button is an icon too (every `notifications.show` renders one).
    Notification: themed<NotificationProps>({
      defaultProps: { closeButtonProps: notificationCloseButtonProps },
    }),
    // Their <header> would be a second banner landmark beside the page's (portalled to <body>).
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
    // The focus placeholder is a child of role="menu" that is no menu item (ARIA 1.2); without
    // it the first item takes the focus when the menu opens.
    Menu: themed<MenuProps>({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // Showing the password must not need a mouse (Mantine leaves the toggle out of the tab order).
    PasswordInput: themed<PasswordInputProps>({
      defaultProps: { visibilityToggleFocusable: true },
    }),
  },
});
