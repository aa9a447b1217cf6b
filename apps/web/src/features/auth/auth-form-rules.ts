import { textKey, ZLoginInput, ZRegisterInput } from '@nahbar/contracts';
import { type FieldErrors, fieldErrors } from './form-errors';
import type { UsernameAvailability } from './username-check';

export interface RegisterFormValues {
  username: string;
  password: string;
  confirmPassword: string;
  /** The picker's value: '' until an age is chosen. */
  age: string;
  /** '' until one of the profile's genders is chosen. */
  gender: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  /** Optional: '' sends none. */
  email: string;
}
export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'age'
  | 'gender'
  | 'location'
  | 'email';
type RegisterPayload = ReturnType<typeof ZRegisterInput.parse>;

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  username: '',
  password: '',
  confirmPassword: '',
  age: '',
  gender: '',
  location: '',
  latitude: null,
  longitude: null,
  email: '',
};

interface Validation<TData, TField extends string> {
  data: TData | null;
  /** Catalogue keys, as the schema's issues carry them; the form words them with `issueText`. */
  errors: FieldErrors<TField>;
}

/**
 * Registration checked with the same schema the server uses. displayName is the username
 * (accounts spec §5); the nickname being taken is an error of its own (the live check).
 */
export function validateRegistration(
  values: RegisterFormValues,
  availability: UsernameAvailability = 'idle',
): Validation<RegisterPayload, RegisterField> {
  const parsed = ZRegisterInput.safeParse({
    ...values,
    displayName: values.username.trim(),
    age: values.age === '' ? undefined : values.age,
    gender: values.gender === '' ? undefined : values.gender,
    // The address is optional: an empty field sends none rather than an invalid one.
    email: values.email.trim() === '' ? undefined : values.email,
  });
  // The schema says a mismatch of the passwords while other fields still fail (contracts' passwords.ts).
  const errors = parsed.success ? {} : fieldErrors<RegisterField>(parsed.error.issues);
  if (availability === 'taken' && !errors.username) errors.username = textKey('auth.usernameTaken');
  const data = parsed.success && availability !== 'taken' ? parsed.data : null;
  return { data, errors };
}

interface RegisterSubmitState {
  valid: boolean;
  pending: boolean;
  locating: boolean;
  availability: UsernameAvailability;
}

/** Accounts spec §5: disabled while pending, locating, the nickname is taken or the form is invalid. */
export function canSubmitRegistration(state: RegisterSubmitState): boolean {
  return state.valid && !state.pending && !state.locating && state.availability !== 'taken';
}

type LoginField = 'username' | 'password';
type LoginPayload = ReturnType<typeof ZLoginInput.parse>;

export function validateLogin(values: {
  username: string;
  password: string;
}): Validation<LoginPayload, LoginField> {
  const parsed = ZLoginInput.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  return { data: null, errors: fieldErrors<LoginField>(parsed.error.issues) };
}
