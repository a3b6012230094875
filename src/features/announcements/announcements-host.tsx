/**
 * Issue 6: the announcements (SPEC 2.4, 4.7): loaded on start and on a language change, the popup
 * once per session per audience. Mounted once in the main layout, after the first paint.
 * Placeholder until the announcements work fills it.
 */
export default function AnnouncementsHost() {
  return null;
}
