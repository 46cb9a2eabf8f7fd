/**
 * The panel's conversation kept in the host page's storage, for a panel the browser refuses storage
 * of its own (third-party storage blocked). In sessionStorage with `chatForget`, else localStorage;
 * per agent. The host page can read it here; it sees the same text through `Parley.on('message')`.
 */
export function hostedConversation(args: {
  local: Storage | null;
  session: Storage | null;
  agentId: string;
  forget: boolean;
}) {
  const key = `parley:chat:${args.agentId}`;
  const storage = args.forget ? args.session : args.local;
  if (args.forget) args.local?.removeItem(key);
  return {
    read(): string {
      return storage?.getItem(key) ?? '';
    },
    write(state: string): void {
      try {
        if (state) storage?.setItem(key, state);
        else storage?.removeItem(key);
      } catch {
        // full or refused: the conversation lasts for this page only
      }
    },
  };
}
