import type { TPublicUser } from '@nahbar/contracts';
import { useCallback, useState } from 'react';
import { findMentionTrigger, insertMention, type MentionTrigger, mentionCandidates } from './mention-trigger';

/**
 * The mention picker's state for a text box: open while the caret is in a mention with
 * matching members (chat spec §4); Escape closes it for that @ until another one is typed.
 */
export function useMentionPicker(members: readonly TPublicUser[], selfId: string) {
  const [trigger, setTrigger] = useState<MentionTrigger | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [selected, setSelected] = useState(0);

  const reset = useCallback(() => {
    setTrigger(null);
    setDismissedAt(null);
  }, []);

  const active = trigger && trigger.start !== dismissedAt ? trigger : null;
  const candidates = active ? mentionCandidates(members, active.query, selfId) : [];
  const open = candidates.length > 0;
  const index = Math.min(selected, Math.max(0, candidates.length - 1));

  return {
    open,
    candidates,
    selected: index,
    /** The text or caret moved. */
    track(text: string, caret: number) {
      const next = findMentionTrigger(text, caret);
      if (next?.start !== trigger?.start || next?.query !== trigger?.query) setSelected(0);
      if (next?.start !== dismissedAt) setDismissedAt(null);
      setTrigger(next);
    },
    move(step: 1 | -1) {
      if (candidates.length > 0) setSelected((index + step + candidates.length) % candidates.length);
    },
    hover: setSelected,
    dismiss() {
      if (trigger) setDismissedAt(trigger.start);
    },
    /** Puts the chosen member's name in place of the typed @query. */
    choose(text: string, caret: number, member: TPublicUser) {
      if (!active) return null;
      const result = insertMention(text, active, caret, member.username);
      setTrigger(null);
      return result;
    },
    reset,
  };
}
