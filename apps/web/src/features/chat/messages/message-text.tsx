import { USER_TEXT_CLASS } from '@nahbar/ui';
import { useMemo } from 'react';
import classes from '../chat.module.css';
import { splitMentions } from '../composer/mention-text';

/** A message's text with line breaks kept and @mentions highlighted (mentions of oneself more so). */
export function MessageText({ content, selfUsername }: { content: string; selfUsername: string }) {
  const segments = useMemo(() => splitMentions(content), [content]);
  const self = selfUsername.toLocaleLowerCase();
  return (
    <p className={`${classes.messageText} ${USER_TEXT_CLASS}`}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <span
            // Segments never reorder: the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={
              segment.username.toLocaleLowerCase() === self
                ? `${classes.mention} ${classes.mentionSelf}`
                : classes.mention
            }
          >
            {segment.text}
          </span>
        ),
      )}
    </p>
  );
}
