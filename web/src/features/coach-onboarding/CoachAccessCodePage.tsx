// Replaced by the page implementation.
export default function CoachAccessCodePage() {
  return null;
}
