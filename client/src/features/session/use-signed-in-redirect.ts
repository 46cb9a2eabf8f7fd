import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from './session-context';
import { safeNext } from './safe-next';

/** Once signed in, leave the sign-in pages: to onboarding, to `next`, or to the agents. */
export function useSignedInRedirect() {
  const { session } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    if (session.status !== 'signed-in') return;
    const { account } = session;
    if (account.showOnboarding) navigate(`/onboarding?region=${account.region}`, { replace: true });
    else navigate(safeNext(params.get('next'), `/app/${account.region}/agents`), { replace: true });
  }, [session, navigate, params]);
}
