// Replaced by the page implementation.
export default function PrivacyPage() {
  return null;
}
