import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n';

/** A whole-page spinner while a route waits, e.g. for the server to say who is signed in. */
export function PageLoader() {
  const m = useT();
  return (
    // A label needs a role to be read (axe: aria-prohibited-attr on a bare span): the status has it.
    <Center h="100dvh" role="status" aria-label={m.pages.loading}>
      <Loader aria-hidden />
    </Center>
  );
}
