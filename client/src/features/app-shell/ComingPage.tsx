export function ComingPage({ title }: { title: string }) {
  return <p>{title}</p>;
}
