import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * WCAG 2.4.1: the first thing Tab reaches, so keyboard users can pass the header and the menu.
 * Hidden until focused. It moves the focus itself rather than following the hash: the URL (and
 * with it the router's location) stays as it is.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('Skip to content')}
    </a>
  );
}
