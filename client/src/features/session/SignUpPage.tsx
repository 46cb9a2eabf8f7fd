import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DEFAULT_REGION, type TRegion } from '@parley/core/regions/region-codes';
import { AuthCard } from './AuthCard';
import { useSession } from './session-context';
import { useSignedInRedirect } from './use-signed-in-redirect';

interface TSignUpForm {
  email: string;
  password: string;
  region: TRegion;
}

export const MIN_PASSWORD_LENGTH = 6;

export function SignUpPage() {
  const { signUp, session } = useSession();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TSignUpForm>({ defaultValues: { email: '', password: '', region: DEFAULT_REGION } });
  useSignedInRedirect();

  const submit = form.handleSubmit(async ({ email, password, region }) => {
    setError(null);
    try {
      await signUp(email, password, region);
    } catch (e) {
      setError((e as Error).message);
    }
  });

  const busy = form.formState.isSubmitting || (session.status === 'signed-in' && !error);
  return (
    <AuthCard title="Create your account" subtitle="Build your first AI agent in minutes.">
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
            autoComplete="new-password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            required
            error={form.formState.errors.password?.message}
            {...form.register('password', {
              required: 'Please choose a password.',
              minLength: { value: MIN_PASSWORD_LENGTH, message: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.` },
            })}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="region-label">
              Data region
            </Text>
            <Controller
              control={form.control}
              name="region"
              render={({ field }) => (
                <SegmentedControl
                  fullWidth
                  aria-labelledby="region-label"
                  value={field.value}
                  onChange={(v) => field.onChange(v as TRegion)}
                  data={[
                    { value: 'eu', label: 'Europe (EU)' },
                    { value: 'na', label: 'North America (NA)' },
                  ]}
                />
              )}
            />
            <Text size="xs" c="dimmed" mt={4}>
              Your workspace, agents and conversations are stored in this region.
            </Text>
          </div>
          <Button type="submit" loading={busy}>
            Create account
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
