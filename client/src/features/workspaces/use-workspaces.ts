import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/callable';
import { useAccount } from '../session/session-context';

export const workspacesQueryKey = ['workspaces'] as const;

/** Every workspace of the builder, both regions (listWorkspaces). */
export function useWorkspaces() {
  const account = useAccount();
  return useQuery({
    queryKey: workspacesQueryKey,
    queryFn: async () => (await call(account.region, 'listWorkspaces', {})).workspaces,
  });
}
