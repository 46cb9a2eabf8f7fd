import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LANDING_PAGE_PATHS } from '@parley/core/shell/navigation';
import { SessionRoot } from '../features/session/SessionRoot';
import { RouteError } from './RouteError';

/** Every screen is its own chunk, loaded on first visit. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

const comingRoutes: [string, string][] = [
  ['integrations', 'Functions'],
  ['meta-pages', 'Meta Pages'],
  ['whatsapp-numbers', 'WhatsApp'],
  ['twilio-numbers', 'Twilio Numbers'],
  ['automations', 'Crawler'],
  ['events', 'Events'],
  ['sessions', 'Sessions'],
  ['agency', 'Agency'],
  ['clients', 'Clients'],
  ['credentials', 'Credentials'],
  ['account/billing', 'Billing'],
  ['widgets', 'Widgets'],
];

const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="agents" replace /> },
  {
    path: 'agents',
    ...page(async () => ({ Component: (await import('../features/agents/AgentListPage')).AgentListPage })),
  },
  {
    path: 'agents/vf',
    ...page(async () => ({
      Component: (await import('../features/widget-settings/VfAgentRedirect')).VfAgentRedirect,
    })),
  },
  {
    path: 'widget-settings',
    ...page(async () => ({
      Component: (await import('../features/widget-settings/WidgetSettingsPage')).WidgetSettingsPage,
    })),
  },
  {
    path: 'agents/:agentId/:tab?/*',
    ...page(async () => ({ Component: (await import('../features/agent-shell/AgentShell')).AgentShell })),
  },
  ...comingRoutes.map(([path, title]) => ({
    path,
    ...page(async () => {
      const { ComingPage } = await import('../features/app-shell/ComingPage');
      return { Component: () => <ComingPage title={title} /> };
    }),
  })),
  { path: '*', element: <Navigate to="/404" replace /> },
];

const publicPage = (title: string) =>
  page(async () => {
    const { InfoPage } = await import('../features/public/InfoPage');
    return { Component: () => <InfoPage title={title} /> };
  });

export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    children: [
      {
        ...page(async () => ({ Component: (await import('../features/public/PublicLayout')).PublicLayout })),
        children: [
          {
            index: true,
            ...page(async () => ({ Component: (await import('../features/public/LandingPage')).LandingPage })),
          },
          ...LANDING_PAGE_PATHS.map((path) => ({
            path,
            ...page(async () => ({ Component: (await import('../features/public/LandingPage')).LandingPage })),
          })),
          {
            path: 'login',
            ...page(async () => ({ Component: (await import('../features/session/LoginPage')).LoginPage })),
          },
          {
            path: 'signup',
            ...page(async () => ({ Component: (await import('../features/session/SignUpPage')).SignUpPage })),
          },
          { path: 'pricing', ...publicPage('Pricing') },
          { path: 'affiliates', ...publicPage('Affiliates') },
          { path: 'docs', ...publicPage('Docs') },
          { path: 'legal/:page', ...publicPage('Legal') },
          {
            path: '404',
            ...page(async () => ({ Component: (await import('../features/public/NotFoundPage')).NotFoundPage })),
          },
          {
            path: '*',
            ...page(async () => ({ Component: (await import('../features/public/NotFoundPage')).NotFoundPage })),
          },
        ],
      },
      // Anyone with the link: the agent's chat as a page, and a demo site with the widget embedded.
      {
        path: 'app/:region/prototype',
        ...page(async () => ({ Component: (await import('../features/embed/PrototypePage')).PrototypePage })),
      },
      {
        path: 'app/:region/demo/:agentId/:page',
        ...page(async () => ({ Component: (await import('../features/embed/DemoPage')).DemoPage })),
      },
      // The Prototype link on an agency's own domain: {domain}/{region}/prototype/{id}.
      {
        path: ':region/prototype/:agentId',
        ...page(async () => ({ Component: (await import('../features/embed/PrototypePage')).PrototypePage })),
      },
      {
        path: 'share/:region/:agentId',
        ...page(async () => ({ Component: (await import('../features/embed/SharePage')).SharePage })),
      },
      {
        path: 'onboarding',
        ...page(async () => ({ Component: (await import('../features/session/OnboardingPage')).OnboardingPage })),
      },
      {
        path: 'app/:region',
        ...page(async () => ({ Component: (await import('../features/app-shell/AppRoot')).AppRoot })),
        children: appRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
