// Replaced by the page implementation.
export default function InvitesPage() {
  return null;
}
