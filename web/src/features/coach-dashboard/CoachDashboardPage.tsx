// Replaced by the page implementation.
export default function CoachDashboardPage() {
  return null;
}
