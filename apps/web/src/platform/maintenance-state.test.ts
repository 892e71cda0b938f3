import { DEFAULT_MAINTENANCE_MESSAGE } from '@pos/contracts/platform-constants';
import type { TPlatformInfo } from '@pos/contracts/platform-settings';
import { describe, expect, it } from 'vitest';
import { maintenanceMessageFor } from './maintenance-state';

const info = (maintenanceMode: boolean, maintenanceMessage = 'Back at noon.'): TPlatformInfo => ({
  siteName: 'Acme POS',
  supportEmail: 'help@acme.test',
  supportPhone: '',
  termsOfServiceUrl: '',
  privacyPolicyUrl: '',
  androidAppUrl: '',
  iosAppUrl: '',
  windowsAppUrl: '',
  maintenanceMode,
  maintenanceMessage,
  announcement: '',
});

describe('maintenanceMessageFor', () => {
  it('lets everyone work when maintenance is off and no call was refused', () => {
    expect(
      maintenanceMessageFor({ isOperator: false, info: info(false), infoAt: 5, report: null }),
    ).toBeNull();
    expect(
      maintenanceMessageFor({ isOperator: false, info: undefined, infoAt: 0, report: null }),
    ).toBeNull();
  });

  it('shows the platform message to non-operators, never to operators', () => {
    expect(
      maintenanceMessageFor({ isOperator: false, info: info(true), infoAt: 5, report: null }),
    ).toBe('Back at noon.');
    expect(
      maintenanceMessageFor({ isOperator: true, info: info(true), infoAt: 5, report: null }),
    ).toBeNull();
    expect(
      maintenanceMessageFor({
        isOperator: true,
        info: info(false),
        infoAt: 5,
        report: { message: 'x', at: 9 },
      }),
    ).toBeNull();
  });

  it('believes a refused call newer than the platform info', () => {
    const report = { message: 'Upgrading the database.', at: 10 };
    expect(maintenanceMessageFor({ isOperator: false, info: info(false), infoAt: 5, report })).toBe(
      'Upgrading the database.',
    );
    expect(maintenanceMessageFor({ isOperator: false, info: undefined, infoAt: 0, report })).toBe(
      'Upgrading the database.',
    );
  });

  it('ends maintenance when newer platform info says it is off (Try again)', () => {
    const report = { message: 'Upgrading the database.', at: 10 };
    expect(
      maintenanceMessageFor({ isOperator: false, info: info(false), infoAt: 11, report }),
    ).toBeNull();
    expect(
      maintenanceMessageFor({ isOperator: false, info: info(true, 'Later.'), infoAt: 11, report }),
    ).toBe('Later.');
  });

  it('falls back to the default text when the message is empty', () => {
    expect(
      maintenanceMessageFor({ isOperator: false, info: info(true, '  '), infoAt: 1, report: null }),
    ).toBe(DEFAULT_MAINTENANCE_MESSAGE);
    expect(
      maintenanceMessageFor({
        isOperator: false,
        info: undefined,
        infoAt: 0,
        report: { message: '', at: 1 },
      }),
    ).toBe(DEFAULT_MAINTENANCE_MESSAGE);
  });
});
