export function OnboardingPage() {
  return <p>Onboarding</p>;
}
