import type { TPlatformInfo } from '@pos/contracts/platform-settings';
import { describe, expect, it } from 'vitest';
import { footerLinksOf } from './platform-links';

const empty: TPlatformInfo = {
  siteName: 'Acme POS',
  supportEmail: '',
  supportPhone: '',
  termsOfServiceUrl: '',
  privacyPolicyUrl: '',
  androidAppUrl: '',
  iosAppUrl: '',
  windowsAppUrl: '',
  maintenanceMode: false,
  maintenanceMessage: '',
  announcement: '',
};

describe('footerLinksOf', () => {
  it('shows nothing the operators left empty', () => {
    expect(footerLinksOf(empty)).toEqual({ support: [], apps: [], legal: [] });
  });

  it('links support, the apps that are set and the legal pages', () => {
    const links = footerLinksOf({
      ...empty,
      supportEmail: 'help@acme.test',
      supportPhone: '+1 (555) 010-2030',
      androidAppUrl: '/uploads/platform/abc.apk',
      windowsAppUrl: 'https://downloads.acme.test/pos.msi',
      termsOfServiceUrl: 'https://acme.test/terms',
      privacyPolicyUrl: 'https://acme.test/privacy',
    });
    expect(links.support).toEqual([
      { label: 'help@acme.test', href: 'mailto:help@acme.test', external: false },
      { label: '+1 (555) 010-2030', href: 'tel:+15550102030', external: false },
    ]);
    expect(links.apps).toEqual([
      { label: 'Android app', href: '/uploads/platform/abc.apk', external: false },
      { label: 'Windows app', href: 'https://downloads.acme.test/pos.msi', external: true },
    ]);
    expect(links.legal.map((l) => l.label)).toEqual(['Terms of Service', 'Privacy Policy']);
    expect(links.legal.every((l) => l.external)).toBe(true);
  });
});
