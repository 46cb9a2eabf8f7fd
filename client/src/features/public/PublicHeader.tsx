import { useEffect, useId } from 'react';
import { Box, Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { isLandingPath, LANDING_HEADER_LINKS, PUBLIC_HEADER_LINKS } from '@parley/core/shell/navigation';
import { useSession } from '../session/session-context';
import { HeaderLink } from './HeaderLink';
import { ParleyBrand } from './ParleyBrand';
import classes from './PublicLayout.module.css';

const SIGN_IN_HREF = '/login';

interface TLink {
  label: string;
  href: string;
  external?: boolean;
}

/**
 * The public header (agency-shell §2.3): Affiliates, Docs, Discord, Pricing and Sign in — or, signed in,
 * Open dashboard; on landing pages the landing links instead. On phones the links fold under a burger.
 */
export function PublicHeader() {
  const { pathname } = useLocation();
  const { session } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const menuId = useId();

  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  const landing = isLandingPath(pathname);
  const links: TLink[] = landing
    ? [...LANDING_HEADER_LINKS]
    : PUBLIC_HEADER_LINKS.filter((link) => link.href !== SIGN_IN_HREF).map((link) => ({
        label: link.label,
        href: link.href,
        external: 'external' in link && link.external,
      }));
  const signIn = PUBLIC_HEADER_LINKS.find((link) => link.href === SIGN_IN_HREF);
  // While the session is still loading neither is shown, so a signed-in visitor never sees Sign in flash.
  const action: TLink | null = landing
    ? null
    : session.status === 'signed-in'
      ? { label: 'Open dashboard', href: `/app/${session.account.region}/agents` }
      : session.status === 'loading' || !signIn
        ? null
        : { label: signIn.label, href: signIn.href };

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <ParleyBrand />
        <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
          {links.map((link) => (
            <HeaderLink key={link.href} {...link} className={classes.navLink} />
          ))}
          {action ? (
            <Button
              component={Link}
              to={action.href}
              ml="xs"
              variant={session.status === 'signed-in' ? 'filled' : 'default'}
            >
              {action.label}
            </Button>
          ) : null}
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={menuOpened}
          onClick={menu.toggle}
          size="sm"
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls={menuId}
        />
      </Container>
      <Box hiddenFrom="sm">
        <Collapse in={menuOpened} id={menuId}>
          <Container size="lg" className={classes.mobileNav}>
            <Stack gap={0} component="nav" aria-label="Main">
              {links.map((link) => (
                <HeaderLink key={link.href} {...link} className={classes.mobileLink} onNavigate={menu.close} />
              ))}
              {action ? (
                <Button component={Link} to={action.href} mt="sm" fullWidth onClick={menu.close}>
                  {action.label}
                </Button>
              ) : null}
            </Stack>
          </Container>
        </Collapse>
      </Box>
    </header>
  );
}
