// Replaced by the page implementation.
export default function AcceptInvitePage() {
  return null;
}
