export function AgentListPage() {
  return <p>Agents</p>;
}
