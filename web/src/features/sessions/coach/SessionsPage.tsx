// Placeholder while this page is being built in this session; replaced before it lands.
export default function SessionsPage() {
  return null;
}
