import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { Center, Drawer, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { agentHomePath } from '@parley/core/agents/agent-home-path';
import { AGENT_CREATED, AGENT_CREATED_REDIRECT_MS, templateConversionError } from '@parley/core/agents/agent-messages';
import { useSession } from '../session/session-context';
import { WorkspaceContext } from '../workspaces/workspace-context';
import type { TNewAgentValues } from './NewAgentForm';
import { NewAgentSignedOut } from './NewAgentSignedOut';
import { useCreateAgent } from './use-create-agent';

// The form (templates, validation schema) loads when the drawer first opens with someone signed in.
const NewAgentForm = lazy(async () => ({ default: (await import('./NewAgentForm')).NewAgentForm }));

function FormLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/**
 * The New Agent drawer (widget-and-channels §2.1, §4, §8). Rendered by the app shell and the public
 * landing page, so it may be outside WorkspaceProvider: then the agent goes to the builder's personal
 * workspace in their account's region. On success it says so and opens the agent about 2 s later,
 * even if the drawer was closed meanwhile.
 */
export function NewAgentDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { session } = useSession();
  const workspaceApi = useContext(WorkspaceContext);
  const navigate = useNavigate();
  const create = useCreateAgent();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const createAgent = ({ agentName, agentTemplate }: TNewAgentValues) => {
    if (session.status !== 'signed-in' || create.isPending || redirecting) return;
    const region = workspaceApi?.region ?? session.account.region;
    const workspaceId = workspaceApi?.workspace.uid;
    create.mutate(
      { region, input: { agentName, agentTemplate, ...(workspaceId ? { workspaceId } : {}) } },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: AGENT_CREATED, autoClose: AGENT_CREATED_REDIRECT_MS });
          setRedirecting(true);
          redirectTimer.current = window.setTimeout(() => {
            setRedirecting(false);
            create.reset();
            onClose();
            navigate(agentHomePath(created.region, created, { showDebugger: true }));
          }, AGENT_CREATED_REDIRECT_MS);
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: templateConversionError(error.message), autoClose: 5000 });
        },
      },
    );
  };

  return (
    <Drawer opened={opened} onClose={onClose} title="New Agent" position="right" size="lg" padding="md">
      {session.status === 'loading' ? (
        <FormLoader />
      ) : session.status === 'signed-in' ? (
        <Suspense fallback={<FormLoader />}>
          <NewAgentForm busy={create.isPending || redirecting} onCreate={createAgent} />
        </Suspense>
      ) : (
        <NewAgentSignedOut onNavigate={onClose} />
      )}
    </Drawer>
  );
}
