import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { PasswordStrengthHint } from './password-strength-hint';
import { prefetchPasswordStrength } from './use-password-strength';

type NewPasswordInputProps = Omit<PasswordInputProps, 'value' | 'description' | 'inputWrapperOrder'> & {
  value: string;
  /** Words the password should not be made of (the username). */
  userInputs?: string[];
};

/**
 * The field where a new password is chosen (registration, reset by mail, change in the settings):
 * its strength under it, the scorer loaded when the field is first focused, the error after the
 * hint, and the invalid state on the input itself for screen readers (Mantine's PasswordInput
 * marks only its frame).
 */
export function NewPasswordInput({ value, userInputs, error, onFocus, ...props }: NewPasswordInputProps) {
  return (
    <PasswordInput
      autoComplete="new-password"
      {...props}
      value={value}
      error={error}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        prefetchPasswordStrength();
        onFocus?.(event);
      }}
      description={<PasswordStrengthHint password={value} userInputs={userInputs} />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      aria-invalid={error ? true : undefined}
    />
  );
}
