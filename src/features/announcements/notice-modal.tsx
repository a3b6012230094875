/** SPEC 2.4 noticeModal: placeholder until the announcements work fills it. */
export default function NoticeModal() {
  return null;
}
