import { ActionIcon, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandDiscord, IconBrandYoutube, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FOOTER_LINKS, FOOTER_SOCIAL_LINKS } from '@parley/core/shell/navigation';
import { ParleyBrand } from './ParleyBrand';
import classes from './PublicLayout.module.css';

const SOCIAL_ICONS: Record<string, Icon> = { Discord: IconBrandDiscord, YouTube: IconBrandYoutube };

/** The public footer (agency-shell §2.3): the legal pages and the social links. */
export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={6} maw={320}>
              <ParleyBrand />
              <Text size="sm" className={classes.muted}>
                AI chat and voice agents for your website and messaging channels, under your brand.
              </Text>
            </Stack>
            <Group gap="xs">
              {FOOTER_SOCIAL_LINKS.map((link) => {
                const Icon = SOCIAL_ICONS[link.label];
                return (
                  <ActionIcon
                    key={link.href}
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="default"
                    size="lg"
                    aria-label={`${link.label} (opens in a new tab)`}
                  >
                    {Icon ? <Icon size={18} aria-hidden /> : link.label}
                  </ActionIcon>
                );
              })}
            </Group>
          </Group>
          <Group component="nav" aria-label="Legal" gap="md" style={{ rowGap: 6 }}>
            {FOOTER_LINKS.map((link) => (
              <Link key={link.href} to={link.href} className={classes.footerLink}>
                {link.label}
              </Link>
            ))}
          </Group>
          <Text size="xs" className={classes.muted}>
            © {new Date().getFullYear()} Parley
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
