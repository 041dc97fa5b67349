// Replaced by the page implementation.
export default function AccountPage() {
  return null;
}
