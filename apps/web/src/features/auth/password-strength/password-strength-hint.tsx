import { Box } from '@mantine/core';
import { useT } from '../../../i18n';
import { strengthHintOf } from './strength-hint';
import { usePasswordStrength } from './use-password-strength';

const COLOURS = ['red.7', 'red.6', 'yellow.6', 'teal.6', 'green.6'] as const;

interface PasswordStrengthHintProps {
  password: string;
  /** What the password should not contain (the username): the estimate counts it as known. */
  userInputs?: readonly string[];
}

/**
 * The strength hint under a new password (registration, the password change), given to the
 * field as its description: a bar and the strength in words with one piece of advice, while
 * typing. Phrasing content only (spans), as a description is a paragraph. A hint, no rule: the
 * server refuses only what is too short or among the most common passwords.
 */
export function PasswordStrengthHint({ password, userInputs = [] }: PasswordStrengthHintProps) {
  const m = useT();
  const estimate = usePasswordStrength(password, userInputs);
  const hint = estimate && strengthHintOf(m, estimate);
  return (
    <>
      {hint && (
        <Box
          component="span"
          display="block"
          h={4}
          my={6}
          bg="dark.4"
          style={{ borderRadius: 2 }}
          aria-hidden
        >
          <Box
            component="span"
            display="block"
            h="100%"
            w={`${(hint.score + 1) * 20}%`}
            bg={COLOURS[hint.score]}
            style={{ borderRadius: 2, transition: 'width 150ms, background-color 150ms' }}
          />
        </Box>
      )}
      {/* In place before the first estimate, so that screen readers hear each change. */}
      <span aria-live="polite">
        {hint && (hint.advice ? `${hint.label}. ${hint.advice}` : `${hint.label}.`)}
      </span>
    </>
  );
}
