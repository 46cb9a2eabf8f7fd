export function AgentShell() {
  return <p>Agent</p>;
}
