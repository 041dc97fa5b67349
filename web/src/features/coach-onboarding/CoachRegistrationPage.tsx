// Replaced by the page implementation.
export default function CoachRegistrationPage() {
  return null;
}
