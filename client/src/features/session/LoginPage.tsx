export function LoginPage() {
  return <p>Sign in</p>;
}
