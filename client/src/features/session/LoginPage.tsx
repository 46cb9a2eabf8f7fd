import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { SIGNED_IN } from '@parley/core/workspaces/session-messages';
import { AuthCard } from './AuthCard';
import { useSession } from './session-context';
import { useSignedInRedirect } from './use-signed-in-redirect';

interface TLoginForm {
  email: string;
  password: string;
}

export function LoginPage() {
  const { signIn, session } = useSession();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TLoginForm>({ defaultValues: { email: '', password: '' } });
  useSignedInRedirect();

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    try {
      await signIn(email, password);
      notifications.show({ message: SIGNED_IN, color: 'green', autoClose: 2000 });
    } catch (e) {
      setError((e as Error).message);
    }
  });

  const busy = form.formState.isSubmitting || (session.status === 'signed-in' && !error);
  const next = params.get('next');
  return (
    <AuthCard title="Sign in" subtitle="Welcome back to Parley.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email', {
              required: 'Please enter your e-mail.',
              pattern: { value: /^\S+@\S+\.\S+$/, message: 'Please enter a valid e-mail address.' },
            })}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            error={form.formState.errors.password?.message}
            {...form.register('password', { required: 'Please enter your password.' })}
          />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
          <Text size="sm" ta="center">
            New to Parley?{' '}
            <Anchor component={Link} to={next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
