// Replaced by the page implementation.
export default function LoginPage() {
  return null;
}
