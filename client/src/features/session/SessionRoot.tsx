import { Outlet } from 'react-router';
import { SessionProvider } from './SessionProvider';

/** Root route: the session lives inside the router so it can navigate. */
export function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
