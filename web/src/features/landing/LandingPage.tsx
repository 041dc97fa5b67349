// Replaced by the page implementation.
export default function LandingPage() {
  return null;
}
