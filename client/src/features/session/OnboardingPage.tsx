import { useEffect, useState } from 'react';
import { Alert, Box, Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DISPLAY_NAME_MAX } from '@parley/core/workspaces/workspace-calls';
import { call } from '../../lib/callable';
import { AuthCard } from './AuthCard';
import { FullPageLoader } from './RequireSignedIn';
import { useSession } from './session-context';

interface TOnboardingForm {
  displayName: string;
  workspaceName: string;
}

/** /onboarding?region=eu|na: the profile a new builder completes before the dashboard; no app chrome. */
export function OnboardingPage() {
  const { session, setAccount, signOut } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const account = session.status === 'signed-in' ? session.account : null;
  const form = useForm<TOnboardingForm>({ defaultValues: { displayName: '', workspaceName: '' } });

  useEffect(() => {
    if (!account) return;
    if (params.get('region') !== account.region) setParams({ region: account.region }, { replace: true });
    if (!form.getValues('workspaceName')) form.setValue('workspaceName', account.workspaceName);
  }, [account, params, setParams, form]);

  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'signed-out') return <Navigate to="/login" replace />;
  if (session.status === 'error') return <Navigate to="/app/eu/agents" replace />;
  if (!account) return <FullPageLoader />;
  if (!account.showOnboarding) return <Navigate to={`/app/${account.region}/agents`} replace />;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { account: updated } = await call(account.region, 'completeOnboarding', {
        region: account.region,
        displayName: values.displayName,
        workspaceName: values.workspaceName,
      });
      setAccount(updated);
      navigate(`/app/${updated.region}/agents`, { replace: true });
    } catch (e) {
      setError((e as Error).message);
    }
  });

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Center pt={40}>
        <Stack align="center" gap={4}>
          <Title order={1}>Welcome to Parley</Title>
          <Text c="dimmed">One more step and your workspace is ready.</Text>
        </Stack>
      </Center>
      <AuthCard title="About you" subtitle={`Signed in as ${account.email} · data in ${account.region.toUpperCase()}`}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextInput
              label="Your name"
              autoComplete="name"
              required
              // The page opens on this field (data-autofocus only works inside Mantine's dialogs).
              autoFocus
              error={form.formState.errors.displayName?.message}
              {...form.register('displayName', {
                validate: (v) => v.trim().length > 0 || 'Please enter your name.',
                maxLength: {
                  value: DISPLAY_NAME_MAX,
                  message: `Your name can be at most ${DISPLAY_NAME_MAX} characters.`,
                },
              })}
            />
            <TextInput
              label="Workspace name"
              description="You can rename it later."
              error={form.formState.errors.workspaceName?.message}
              {...form.register('workspaceName', {
                validate: (v) => v.trim().length > 0 || 'Please enter a workspace name.',
                maxLength: { value: 60, message: 'A workspace name can be at most 60 characters.' },
              })}
            />
            <Button type="submit" loading={form.formState.isSubmitting}>
              Continue to the dashboard
            </Button>
            <Button variant="subtle" color="gray" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </Box>
  );
}
