// Replaced by the page implementation.
export default function ForgotPasswordPage() {
  return null;
}
