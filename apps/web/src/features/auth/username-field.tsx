import { Text, TextInput } from '@mantine/core';
import { TEXT } from '@nahbar/contracts';
import type { UsernameAvailability } from './username-check';

interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  availability: UsernameAvailability;
  /** A validation error to show; a taken name wins over it. */
  error?: string;
}

/** The nickname input with its live availability line (accounts spec §4). */
export function UsernameField({ value, onChange, onBlur, availability, error }: UsernameFieldProps) {
  const status =
    availability === 'checking' ? (
      <Text component="span" size="xs" c="dimmed">
        {TEXT.auth.checkingAvailability}
      </Text>
    ) : availability === 'available' ? (
      <Text component="span" size="xs" c="teal.4">
        {TEXT.auth.usernameAvailable}
      </Text>
    ) : null;

  return (
    <TextInput
      label="Username"
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      description={status}
      error={availability === 'taken' ? TEXT.auth.usernameTaken : error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      // The availability line changes while typing; screen readers should hear it.
      descriptionProps={{ 'aria-live': 'polite' }}
    />
  );
}
