import { Group } from '@mantine/core';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { useT } from '../../i18n';
import { DoneNote } from './done-note';
import { EmailCard } from './email-card';
import { LinkInvalid } from './link-invalid';
import { ResetPasswordForm } from './reset-password-form';
import { useMailToken } from './use-mail-token';

type Step = 'form' | 'done' | 'invalid';

/** Where a password reset link leads (`/reset-password#token=…`). */
export function ResetPasswordPage() {
  const m = useT();
  const token = useMailToken();
  const [step, setStep] = useState<Step>(token ? 'form' : 'invalid');

  return (
    <EmailCard title={m.emailPages.resetTitle}>
      {step === 'form' && token && (
        <ResetPasswordForm
          token={token}
          onDone={() => setStep('done')}
          onInvalid={() => setStep('invalid')}
        />
      )}
      {step === 'done' && (
        <>
          <DoneNote>{m.emailPages.passwordSet}</DoneNote>
          <Group>
            <ButtonLink to="/">{m.auth.signIn}</ButtonLink>
          </Group>
        </>
      )}
      {step === 'invalid' && (
        <LinkInvalid next={{ to: '/forgot-password', label: m.emailPages.askNewLink }} />
      )}
    </EmailCard>
  );
}
