// Replaced by the page implementation.
export default function VerifyEmailPage() {
  return null;
}
