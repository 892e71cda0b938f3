import {
  DEFAULT_PLATFORM_SETTINGS,
  PLATFORM_SETTINGS_MESSAGES as M,
} from '@pos/contracts/platform-settings';
import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  checkInstallerFile,
  checkPlatformSettings,
  errorCountByTab,
  serverErrorsOf,
  sizeText,
  tabOf,
  tabToShow,
} from './platform-settings-draft';

describe('platform settings draft', () => {
  it('answers the whole object, trimmed, when valid', () => {
    const check = checkPlatformSettings({
      ...DEFAULT_PLATFORM_SETTINGS,
      siteName: '  Acme POS ',
      defaultCurrency: 'usd',
      androidAppUrl: '/uploads/platform/app.apk',
      facebookUrl: 'https://facebook.com/acme',
    });
    expect(check.errors).toBeNull();
    expect(check.settings).toEqual({
      ...DEFAULT_PLATFORM_SETTINGS,
      siteName: 'Acme POS',
      defaultCurrency: 'USD',
      androidAppUrl: '/uploads/platform/app.apk',
      facebookUrl: 'https://facebook.com/acme',
    });
  });

  it('gives the spec messages under the fields', () => {
    const check = checkPlatformSettings({
      ...DEFAULT_PLATFORM_SETTINGS,
      siteName: '  ',
      supportEmail: 'not-an-address',
      contactEmail: 'also@bad',
      termsOfServiceUrl: 'www.acme.test/terms',
      whatsappUrl: 'javascript:alert(1)',
    });
    expect(check.errors).toEqual({
      siteName: M.siteNameRequired,
      supportEmail: M.invalidEmail,
      contactEmail: M.invalidEmail,
      termsOfServiceUrl: M.invalidUrl,
      whatsappUrl: M.invalidUrl,
    });
    expect(
      checkPlatformSettings({ ...DEFAULT_PLATFORM_SETTINGS, supportEmail: '' }).errors,
    ).toEqual({ supportEmail: M.supportEmailRequired });
  });

  it('knows which tab shows each field', () => {
    expect(tabOf('siteName')).toBe('general');
    expect(tabOf('maintenanceMode')).toBe('general');
    expect(tabOf('slackUrl')).toBe('social');
    expect(tabOf('iosAppUrl')).toBe('apps');
    expect(tabOf('organizationId')).toBeNull();
  });

  it('goes to the tab with messages only when the current one has none', () => {
    const errors = { facebookUrl: 'x', windowsAppUrl: 'y' };
    expect(errorCountByTab(errors)).toEqual({ general: 0, social: 1, apps: 1 });
    expect(tabToShow('general', errors)).toBe('social');
    expect(tabToShow('apps', errors)).toBe('apps');
    expect(tabToShow('apps', {})).toBe('apps');
  });

  it('splits the API details into field messages and the rest', () => {
    expect(
      serverErrorsOf({
        'body.siteName': 'Too long.',
        supportEmail: 'Bad.',
        extra: 'Unknown field.',
      }),
    ).toEqual({
      fieldErrors: { siteName: 'Too long.', supportEmail: 'Bad.' },
      unmatched: ['Unknown field.'],
    });
  });

  it('refuses installers by extension before uploading', () => {
    expect(checkInstallerFile('android', { name: 'Shop.APK' })).toBeNull();
    expect(checkInstallerFile('android', { name: 'shop.apk.txt' })).toBe(M.androidType);
    expect(checkInstallerFile('android', { name: 'apk' })).toBe(M.androidType);
    expect(checkInstallerFile('windows', { name: 'setup.msi' })).toBeNull();
    expect(checkInstallerFile('windows', { name: 'setup.EXE' })).toBeNull();
    expect(checkInstallerFile('windows', { name: 'setup.apk' })).toBe(M.windowsType);
    expect(acceptOf('android')).toBe('.apk');
    expect(acceptOf('windows')).toBe('.exe,.msi');
  });

  it('tells file sizes in the unit that reads best', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(2048)).toBe('2 KB');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(123.4 * 1024 * 1024)).toBe('123.4 MB');
  });
});
