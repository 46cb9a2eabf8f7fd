import { RequireSignedIn } from '../session/RequireSignedIn';
import { WorkspaceProvider } from '../workspaces/WorkspaceProvider';
import { AppShellLayout } from './AppShellLayout';

/** /app/{region}: signed-in builders, in the selected workspace of the region, inside the app shell. */
export function AppRoot() {
  return (
    <RequireSignedIn>
      <WorkspaceProvider>
        <AppShellLayout />
      </WorkspaceProvider>
    </RequireSignedIn>
  );
}
