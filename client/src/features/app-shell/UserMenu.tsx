import { useEffect, useRef, useState } from 'react';
import { Avatar, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SIGN_OUT_ERROR, SIGNED_OUT } from '@parley/core/workspaces/session-messages';
import { useAccount, useSession } from '../session/session-context';
import classes from './AppShellLayout.module.css';

const NOTICE_MS = 3000;

/** The signed-in person at the foot of the side bar, with Sign out (workspaces §8 messages). */
export function UserMenu({ compact }: { compact: boolean }) {
  const account = useAccount();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const name = account.displayName?.trim() || account.email;
  const label = `Account: ${name}`;
  const [opened, setOpened] = useState(false);

  // Resolved when this menu leaves the page, i.e. when the app shell is gone.
  const onLeave = useRef<() => void>(() => {});
  useEffect(() => () => onLeave.current(), []);

  const signOutNow = async () => {
    try {
      // Leave the app first and wait until it is gone: signed out inside it, its guard would send the page
      // to /login instead of / (agency-shell §4 Logout), and the router renders a navigation in a transition.
      const left = new Promise<void>((resolve) => (onLeave.current = resolve));
      await navigate('/');
      await left;
      await signOut('/');
      notifications.show({ message: SIGNED_OUT, color: 'green', autoClose: NOTICE_MS });
    } catch {
      notifications.show({ message: SIGN_OUT_ERROR, color: 'red', autoClose: NOTICE_MS });
    }
  };

  const avatar = (
    <Avatar src={account.photoURL || undefined} name={name} color="initials" size={compact ? 34 : 30} radius="xl" />
  );
  const target = compact ? (
    <UnstyledButton className={classes.userButtonCompact} aria-label={label}>
      {avatar}
    </UnstyledButton>
  ) : (
    <UnstyledButton className={classes.userButton} aria-label={label}>
      {avatar}
      <span className={classes.userText}>
        <Text size="sm" fw={500} truncate>
          {name}
        </Text>
        {account.displayName?.trim() ? (
          <Text size="xs" className={classes.muted} truncate>
            {account.email}
          </Text>
        ) : null}
      </span>
    </UnstyledButton>
  );

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position={compact ? 'right-end' : 'top-start'}
      width={220}
      withArrow
      shadow="md"
    >
      {compact ? (
        <Tooltip label={name} position="right" withArrow disabled={opened}>
          <Menu.Target>{target}</Menu.Target>
        </Tooltip>
      ) : (
        <Menu.Target>{target}</Menu.Target>
      )}
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {name !== account.email ? (
            <Text size="xs" className={classes.muted} truncate>
              {account.email}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOutNow()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
