import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../features/auth/session';
import { getLocaleState, setLocale, subscribeLocale } from '../i18n/locale-store';
import { trpc } from '../lib/trpc';

/**
 * Keeps the account's language and this device's in step once a member is signed in: a choice
 * made on this device is stored on the account; a device that never chose adopts the account's.
 */
export function AccountLocaleSync(): null {
  const { user } = useSession();
  const utils = trpc.useUtils();
  const { mutate } = trpc.auth.setLocale.useMutation({
    onSuccess: ({ locale }) => utils.auth.me.setData(undefined, (me) => (me ? { ...me, locale } : me)),
  });
  const device = useSyncExternalStore(subscribeLocale, getLocaleState);
  const userId = user?.id;
  const accountLocale = user?.locale;

  useEffect(() => {
    if (!userId || accountLocale === undefined) return;
    if (device.chosen) {
      if (accountLocale !== device.locale) mutate({ locale: device.locale });
    } else if (accountLocale) {
      setLocale(accountLocale);
    }
  }, [userId, accountLocale, device.chosen, device.locale, mutate]);

  return null;
}
