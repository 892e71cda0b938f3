import type { TPlatformInfo } from '@pos/contracts/platform-settings';
import { msg } from '../lib/i18n';

export interface FooterLink {
  /** A `common` key (`msg('…')`), or what the operators wrote (an e-mail, a phone number). */
  label: string;
  href: string;
  /** Links to another site open in a new tab; the platform's own files download. */
  external: boolean;
}

export interface FooterLinks {
  support: FooterLink[];
  apps: FooterLink[];
  legal: FooterLink[];
}

const APPS = [
  ['androidAppUrl', msg('Android app')],
  ['iosAppUrl', msg('iOS app')],
  ['windowsAppUrl', msg('Windows app')],
] as const;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** Only what the operators filled in; a phone number becomes a tel: link without its spaces. */
export function footerLinksOf(info: TPlatformInfo): FooterLinks {
  const link = (label: string, href: string): FooterLink => ({
    label,
    href,
    external: isExternal(href),
  });
  const email = info.supportEmail.trim();
  const phone = info.supportPhone.trim();
  const support: FooterLink[] = [];
  if (email) support.push(link(email, `mailto:${email}`));
  if (phone) support.push(link(phone, `tel:${phone.replace(/[^\d+]/g, '')}`));
  const apps = APPS.filter(([key]) => info[key].trim()).map(([key, label]) =>
    link(label, info[key].trim()),
  );
  const legal: FooterLink[] = [];
  if (info.termsOfServiceUrl.trim())
    legal.push(link(msg('Terms of Service'), info.termsOfServiceUrl.trim()));
  if (info.privacyPolicyUrl.trim())
    legal.push(link(msg('Privacy Policy'), info.privacyPolicyUrl.trim()));
  return { support, apps, legal };
}
