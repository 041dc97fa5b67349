// Replaced by the page implementation.
export default function IntakePage() {
  return null;
}
