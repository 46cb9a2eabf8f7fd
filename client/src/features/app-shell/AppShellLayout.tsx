import { useEffect, useState } from 'react';
import { AppShell, Burger, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { APP_SIDEBAR_CLOSED_PX, APP_SIDEBAR_OPEN_PX } from '@parley/core/shell/navigation';
import { NewAgentDrawer } from '../agents/NewAgentDrawer';
import { AppSideNav } from './AppSideNav';
import { useAppNavState } from './use-app-nav-state';
import classes from './AppShellLayout.module.css';

const NAV_ID = 'app-navigation';
const PHONE_HEADER_PX = 56;
/** Below Mantine's `sm` breakpoint (48em) the side bar is an overlay opened from a header. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The signed-in app shell (agency-shell §2.2): a side bar 200 px open or 65 px closed (remembered),
 * an overlay under a burger on phones, and the current screen beside it.
 */
export function AppShellLayout() {
  const nav = useAppNavState();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [phoneNavOpened, phoneNav] = useDisclosure(false);
  const [newAgentOpened, setNewAgentOpened] = useState(false);
  const { pathname } = useLocation();

  // Any navigation (a link, the back button, a workspace switch) closes the phone overlay.
  const closePhoneNav = phoneNav.close;
  useEffect(() => closePhoneNav(), [pathname, closePhoneNav]);

  // Escape closes the phone overlay wherever focus is (the burger, or a link inside it).
  const overlayOpen = isPhone && phoneNavOpened;
  useEffect(() => {
    if (!overlayOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePhoneNav();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayOpen, closePhoneNav]);

  const compact = !nav.open && !isPhone;

  return (
    <AppShell
      header={{ height: { base: PHONE_HEADER_PX, sm: 0 } }}
      navbar={{
        width: nav.open ? APP_SIDEBAR_OPEN_PX : APP_SIDEBAR_CLOSED_PX,
        breakpoint: 'sm',
        collapsed: { mobile: !phoneNavOpened },
      }}
      padding={0}
    >
      <AppShell.Header hiddenFrom="sm" className={classes.header}>
        <Burger
          opened={phoneNavOpened}
          onClick={phoneNav.toggle}
          size="sm"
          aria-label={phoneNavOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={phoneNavOpened}
          aria-controls={NAV_ID}
        />
        <Text fw={700} size="lg">
          Parley
        </Text>
      </AppShell.Header>

      <AppShell.Navbar id={NAV_ID} aria-label="Main navigation" inert={isPhone && !phoneNavOpened}>
        <AppSideNav
          nav={nav}
          compact={compact}
          overlay={isPhone}
          onNewAgent={() => {
            phoneNav.close();
            setNewAgentOpened(true);
          }}
          onNavigate={phoneNav.close}
        />
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>

      <NewAgentDrawer opened={newAgentOpened} onClose={() => setNewAgentOpened(false)} />
    </AppShell>
  );
}
