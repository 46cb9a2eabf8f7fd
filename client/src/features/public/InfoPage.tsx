import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { FOOTER_LINKS } from '@parley/core/shell/navigation';
import classes from './PublicLayout.module.css';

/** A public page a later release writes (Pricing, Docs, the legal pages): its name and an honest note. */
export function InfoPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  // A legal page is named after its footer link (/legal/tos: Terms of Service).
  const name = FOOTER_LINKS.find((link) => link.href === pathname.replace(/\/$/, ''))?.label ?? title;
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack gap="lg">
        <Title order={1}>{name}</Title>
        <Paper withBorder radius="md" p="lg">
          <Text className={classes.muted}>This page is not written yet. It arrives in a later release.</Text>
        </Paper>
        <Anchor component={Link} to="/">
          Back to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
