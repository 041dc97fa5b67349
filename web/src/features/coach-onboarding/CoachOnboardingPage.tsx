// Replaced by the page implementation.
export default function CoachOnboardingPage() {
  return null;
}
