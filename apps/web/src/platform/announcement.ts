/** Where the text of the last announcement the user closed is kept (per browser). */
export const DISMISSED_ANNOUNCEMENT_KEY = 'dismissedAnnouncement';

/**
 * An announcement shows until closed; closing it remembers its text, so a new or edited
 * announcement shows again while the closed one stays closed.
 */
export function isAnnouncementShown(announcement: string, dismissed: string | null): boolean {
  const text = announcement.trim();
  return text !== '' && text !== dismissed;
}
