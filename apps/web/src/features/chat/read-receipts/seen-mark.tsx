import { useT } from '../../../i18n';
import classes from './read-receipts.module.css';

/** "Seen", under the member's own last message the other member of a private chat has read. */
export function SeenMark() {
  const m = useT();
  return <p className={classes.seen}>{m.messages.seen}</p>;
}
