import { Outlet, useLocation } from 'react-router';
import { isFooterHidden } from '@parley/core/shell/navigation';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

/** The public pages' frame: header, the page, and the footer except under the paths that hide it. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main className={classes.main}>
        <Outlet />
      </main>
      {isFooterHidden(pathname) ? null : <PublicFooter />}
    </div>
  );
}
