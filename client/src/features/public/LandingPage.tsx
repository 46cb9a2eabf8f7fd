export function LandingPage() {
  return <p>Parley</p>;
}
