import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook,
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandMessenger,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBuildingStore,
  IconCode,
  IconMicrophone,
  IconMessages,
  IconTemplate,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './LandingPage.module.css';

/** The drawer loads on first use (or when a pointer or focus reaches its button), not with the page. */
const loadDrawer = () => import('../agents/NewAgentDrawer');
const NewAgentDrawer = lazy(async () => ({ default: (await loadDrawer()).NewAgentDrawer }));

const FEATURES: { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconTemplate,
    title: 'Start from a template',
    text: 'Customer support, real estate, health care, appointments, e-mail confirmation, a game character — or a blank agent.',
  },
  {
    icon: IconCode,
    title: 'Embed with one script tag',
    text: 'Paste one line into your site and the chat widget appears: launcher, proactive greeting and chat window in your colours.',
  },
  {
    icon: IconBook,
    title: 'Answers from your knowledge',
    text: 'Add documents and web pages to a knowledge base; the agent grounds its answers in them and refreshes them on your schedule.',
  },
  {
    icon: IconMicrophone,
    title: 'Chat and voice',
    text: 'The same agent can type and talk: web calls and phone numbers with the voice and transcription you choose.',
  },
  {
    icon: IconMessages,
    title: 'Every channel',
    text: 'Connect WhatsApp, Instagram, Messenger, Discord and Telegram, and follow every conversation in one place.',
  },
  {
    icon: IconBuildingStore,
    title: 'White-label for agencies',
    text: 'Your domain, logo, colours and e-mail sender. Give each client a dashboard with the agents you choose, and bill them yourself.',
  },
];

const CHANNELS: { icon: Icon; label: string }[] = [
  { icon: IconBrandWhatsapp, label: 'WhatsApp' },
  { icon: IconBrandInstagram, label: 'Instagram' },
  { icon: IconBrandMessenger, label: 'Messenger' },
  { icon: IconBrandDiscord, label: 'Discord' },
  { icon: IconBrandTelegram, label: 'Telegram' },
  { icon: IconMicrophone, label: 'Voice' },
];

const STEPS: { title: string; text: string }[] = [
  { title: 'Pick a template', text: 'Name your agent and choose where it starts from.' },
  { title: 'Make it yours', text: 'Shape its prompt, greeting, voice and knowledge; try it in the test chat.' },
  { title: 'Publish', text: 'Embed it on your site or connect a channel. Changes go live when you publish.' },
];

/** Parley's home page: what it does, for whom, and the two ways in. */
export function LandingPage() {
  // The drawer stays mounted after its first opening so that closing it animates.
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  const openDrawer = () => setDrawer('open');
  const preload = () => void loadDrawer();

  const ctas = (
    <Group gap="sm">
      <Button component={Link} to="/signup" size="md">
        Get started free
      </Button>
      <Button variant="default" size="md" onClick={openDrawer} onPointerEnter={preload} onFocus={preload}>
        Create an agent
      </Button>
    </Group>
  );

  return (
    <>
      <section className={classes.hero} aria-labelledby="landing-title">
        <Container size="lg">
          <Stack gap="lg" align="flex-start">
            <Badge variant="light" size="lg" radius="sm">
              AI agents for any website
            </Badge>
            <Title id="landing-title" order={1} className={classes.heroTitle}>
              Build AI chat and voice agents in minutes
            </Title>
            <Text size="lg" className={classes.muted} maw={640}>
              Start from a template, ground it in your own knowledge, and put it on your website with one script tag.
              Connect WhatsApp, Instagram, Messenger, Discord, Telegram and voice — and resell it all under your own
              brand.
            </Text>
            {ctas}
          </Stack>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-features">
        <Container size="lg">
          <Title id="landing-features" order={2} mb="xl">
            Everything an agent needs
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map(({ icon: FeatureIcon, title, text }) => (
              <Paper key={title} withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <ThemeIcon variant="light" size={40} radius="md" className={classes.featureIcon}>
                    <FeatureIcon size={22} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                  <Text size="sm" className={classes.muted}>
                    {text}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-channels">
        <Container size="lg">
          <Title id="landing-channels" order={2} mb="xs">
            Where your customers already are
          </Title>
          <Text className={classes.muted} mb="lg">
            One agent, on your website and on the channels your customers use.
          </Text>
          <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {CHANNELS.map(({ icon: ChannelIcon, label }) => (
              <li key={label} className={classes.channel}>
                <ChannelIcon size={18} aria-hidden />
                {label}
              </li>
            ))}
          </Group>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-steps">
        <Container size="lg">
          <Title id="landing-steps" order={2} mb="xl">
            How it works
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {STEPS.map((step, i) => (
              <Group key={step.title} component="li" align="flex-start" wrap="nowrap" gap="md">
                <span className={classes.stepNumber} aria-hidden>
                  {i + 1}
                </span>
                <Stack gap={4}>
                  <Title order={3} size="h4">
                    {step.title}
                  </Title>
                  <Text size="sm" className={classes.muted}>
                    {step.text}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="landing-cta">
        <Container size="lg">
          <Stack className={classes.ctaBand} gap="md" align="flex-start">
            <Title id="landing-cta" order={2}>
              Ready to build your first agent?
            </Title>
            <Text className={classes.muted}>
              The free plan lets you build and try agents before you pay for anything.
            </Text>
            {ctas}
          </Stack>
        </Container>
      </section>

      {drawer === 'never' ? null : (
        <Suspense fallback={null}>
          <NewAgentDrawer opened={drawer === 'open'} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
    </>
  );
}
