import { useState } from 'react';
import { tokenFromFragment } from './mail-token';

/** The token of the link that opened the page (`#token=…`), read once as the page opens. */
export function useMailToken(): string | null {
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  return token;
}
