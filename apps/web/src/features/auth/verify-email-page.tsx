import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { PROFILE_MESSAGES } from '@pos/contracts/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isRefusal } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../auth/session-context';
import { msg, serverText } from '../../lib/i18n';
import { verifyEmail } from './api';
import { AuthCard, AuthPage, DoneAlert } from './auth-card';

type Phase =
  | { kind: 'checking' }
  | { kind: 'verified'; message: string }
  | { kind: 'invalid'; message: string }
  /** The server failed or could not be reached: the link may still be good, so it may be retried. */
  | { kind: 'failed' };

const UNREACHABLE = msg('The email address could not be verified right now. Please try again.');

/** The mailed link `<APP_URL>/verify-email/<token>`: confirms the address, signed in or not. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const { user, updateUser } = useSession();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  // The token is single use: StrictMode's second effect run must not spend it again (and then
  // report the used link as invalid).
  const sentFor = useRef<string | null>(null);

  const verify = useCallback(async () => {
    setPhase({ kind: 'checking' });
    try {
      const { message } = await verifyEmail(token);
      setPhase({ kind: 'verified', message: message || PROFILE_MESSAGES.verified });
    } catch (err) {
      if (isRefusal(err)) {
        setPhase({ kind: 'invalid', message: PROFILE_MESSAGES.verifyLinkInvalid });
      } else {
        setPhase({ kind: 'failed' });
      }
    }
  }, [token]);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    void verify();
  }, [token, verify]);

  // A signed-in user's header, profile and cached copy should say "Verified" from now on.
  const verified = phase.kind === 'verified';
  useEffect(() => {
    if (!verified) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
  }, [verified, queryClient]);
  useEffect(() => {
    if (verified && user && !user.isEmailVerified) updateUser({ ...user, isEmailVerified: true });
  }, [verified, user, updateUser]);

  const next = user ? (
    <Anchor component={Link} to="/dashboard" fw={600}>
      {t('Go to Dashboard')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/login" fw={600}>
      {t('Proceed to Login')}
    </Anchor>
  );

  return (
    <AuthPage>
      <AuthCard title={t('Email verification')}>
        {phase.kind === 'checking' ? (
          <Stack align="center" gap="sm" py="md" role="status">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('Verifying your email address...')}
            </Text>
          </Stack>
        ) : (
          <Stack gap="md">
            {phase.kind === 'verified' ? (
              <DoneAlert>{serverText(phase.message)}</DoneAlert>
            ) : (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                role="alert"
              >
                {phase.kind === 'invalid' ? serverText(phase.message) : t(UNREACHABLE)}
              </Alert>
            )}
            {phase.kind === 'invalid' ? (
              <Text size="sm" c="dimmed">
                {user ? (
                  <Trans
                    t={t}
                    i18nKey="You can ask for a new link in your <anchor>Account Settings</anchor>."
                    components={{ anchor: <Anchor component={Link} to="/profile" size="sm" /> }}
                  />
                ) : (
                  t('Sign in to ask for a new link in your Account Settings.')
                )}
              </Text>
            ) : null}
            {phase.kind === 'failed' ? (
              <Button variant="default" onClick={() => void verify()}>
                {t('Try again')}
              </Button>
            ) : null}
            {next}
          </Stack>
        )}
      </AuthCard>
    </AuthPage>
  );
}
