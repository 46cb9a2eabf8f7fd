export function InfoPage({ title }: { title: string }) {
  return <p>{title}</p>;
}
