import { describe, expect, it } from 'vitest';
import { isAnnouncementShown } from './announcement';

describe('isAnnouncementShown', () => {
  it('shows a non-empty announcement that was not dismissed', () => {
    expect(isAnnouncementShown('New prices from Monday.', null)).toBe(true);
    expect(isAnnouncementShown('New prices from Monday.', 'Old news.')).toBe(true);
  });

  it('hides an empty announcement and the dismissed one', () => {
    expect(isAnnouncementShown('   ', null)).toBe(false);
    expect(isAnnouncementShown('New prices from Monday.', 'New prices from Monday.')).toBe(false);
    // Surrounding spaces added by an edit do not bring a dismissed text back.
    expect(isAnnouncementShown(' New prices from Monday. ', 'New prices from Monday.')).toBe(false);
  });
});
