export function SignUpPage() {
  return <p>Sign up</p>;
}
