import { Outlet } from 'react-router';

export function AppShellLayout() {
  return <Outlet />;
}
