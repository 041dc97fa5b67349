// Replaced by the page implementation.
export default function ResetPasswordPage() {
  return null;
}
