import {
  Button,
  NativeSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { AGE_MIN, AGE_PICKER_MAX, PROFILE_GENDERS } from '@nahbar/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { issueText, serverTextKey, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { announceVerificationSent } from '../email/announce-verification-sent';
import { CityField } from '../places/city-field';
import { genderLabelOf } from '../profile/gender-label';
import { registrationErrorToast } from './auth-errors';
import {
  canSubmitRegistration,
  EMPTY_REGISTER_FORM,
  type RegisterField,
  type RegisterFormValues,
  validateRegistration,
} from './auth-form-rules';
import { NewPasswordInput } from './password-strength/new-password-input';
import { useSession } from './session';
import { showAuthError } from './show-auth-error';
import { useUsernameAvailability } from './use-username-availability';
import { UsernameField } from './username-field';

/** The spec's registration listed female before male; the profile's other options follow. */
const PROFILE_GENDERS_FIRST_FEMALE = ['female', ...PROFILE_GENDERS.filter((gender) => gender !== 'female')];

const AGES = Array.from({ length: AGE_PICKER_MAX - AGE_MIN + 1 }, (_, i) => String(AGE_MIN + i));

/** 'Join Nahbar': the registration form (accounts spec §2, §5). */
export function RegisterForm() {
  const m = useT();
  const { signIn } = useSession();
  const ageOptions = useMemo(() => [{ value: '', label: m.auth.selectAge, disabled: true }, ...AGES], [m]);
  const [values, setValues] = useState<RegisterFormValues>(EMPTY_REGISTER_FORM);
  // A field shows its error once it has been left or changed, not before.
  const [touched, setTouched] = useState<ReadonlySet<RegisterField>>(new Set());
  const [locating, setLocating] = useState(false);
  // A password the server refused as too common: said on the field until it is changed.
  const [refusedPassword, setRefusedPassword] = useState<string | null>(null);
  const availability = useUsernameAvailability(values.username);
  const register = trpc.auth.register.useMutation({
    onSuccess: (user, sent) => {
      signIn(user);
      if (sent.email) announceVerificationSent(m, sent.email);
    },
    onError: (error, sent) => {
      if (serverTextKey(error) === 'passwords.tooCommon') setRefusedPassword(sent.password);
      else showAuthError(registrationErrorToast(m, error));
    },
  });

  const validation = validateRegistration(values, availability);
  const errorOf = (field: RegisterField) => {
    if (field === 'password' && refusedPassword !== null && refusedPassword === values.password)
      return m.passwords.tooCommon;
    const key = touched.has(field) ? validation.errors[field] : undefined;
    return key === undefined ? undefined : issueText(m, key);
  };
  const touch = (field: RegisterField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const set = <K extends keyof RegisterFormValues>(field: K, value: RegisterFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const canSubmit = canSubmitRegistration({
    valid: validation.data !== null,
    pending: register.isPending,
    locating,
    availability,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validation.data && canSubmit) register.mutate(validation.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-title">
      <Stack gap="md">
        <Title order={2} id="register-title" size="h3">
          {m.auth.signUpTitle}
        </Title>
        <UsernameField
          value={values.username}
          onChange={(username) => set('username', username)}
          onBlur={() => touch('username')}
          availability={availability}
          error={errorOf('username')}
        />
        <NewPasswordInput
          label={m.auth.password}
          name="password"
          value={values.password}
          userInputs={[values.username]}
          onChange={(event) => set('password', event.currentTarget.value)}
          onBlur={() => touch('password')}
          error={errorOf('password')}
        />
        <PasswordInput
          label={m.auth.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.currentTarget.value)}
          onBlur={() => touch('confirmPassword')}
          error={errorOf('confirmPassword')}
          // Mantine's PasswordInput marks only its frame invalid; screen readers need the input.
          aria-invalid={errorOf('confirmPassword') ? true : undefined}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <NativeSelect
            label={m.auth.age}
            name="age"
            data={ageOptions}
            value={values.age}
            onChange={(event) => {
              set('age', event.currentTarget.value);
              touch('age');
            }}
            onBlur={() => touch('age')}
            error={errorOf('age')}
          />
          <Radio.Group
            label={m.auth.gender}
            name="gender"
            value={values.gender}
            onChange={(gender) => {
              set('gender', gender);
              touch('gender');
            }}
            error={errorOf('gender')}
          >
            {/* The profile's options, in two columns even on a phone: the German words are short. */}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={8} mt={10}>
              {PROFILE_GENDERS_FIRST_FEMALE.map((gender) => (
                <Radio key={gender} value={gender} label={genderLabelOf(m, gender)} />
              ))}
            </SimpleGrid>
          </Radio.Group>
        </SimpleGrid>
        <CityField
          value={values.location}
          onChange={(city, coords) => {
            setValues((current) => ({
              ...current,
              location: city,
              latitude: coords?.latitude ?? null,
              longitude: coords?.longitude ?? null,
            }));
            touch('location');
          }}
          onLocatingChange={setLocating}
          error={errorOf('location')}
        />
        <TextInput
          label={m.email.addressLabel}
          description={m.email.addressHint}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          onBlur={() => touch('email')}
          error={errorOf('email')}
        />
        <Button type="submit" fullWidth disabled={!canSubmit} loading={register.isPending} mt="xs">
          {m.auth.createAccount}
        </Button>
      </Stack>
    </form>
  );
}
