import { ActionIcon, Box, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  COMPOSER_MAX_HEIGHT_MOBILE_PX,
  COMPOSER_MAX_HEIGHT_PX,
  isPhotoMessage,
  type TMessage,
} from '@nahbar/contracts';
import { LazyTooltip } from '@nahbar/ui';
import { IconSend2 } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { onDemand } from '../../../components/on-demand';
import { useT } from '../../../i18n';
import { MEDIA } from '../../../lib/layout';
import { showToast } from '../../../toasts';
import classes from '../chat.module.css';
import { setComposeTarget, useComposeTarget } from '../message-actions/compose-target';
import { useMessageExtras } from '../message-actions/extras';
import { useChat } from '../provider/chat-context';
import { composerKeyAction, sendableText } from './composer-keys';
import { EmojiPicker } from './emoji-picker';
import { MENTION_LIST_ID, mentionOptionId } from './mention-ids';
import { mentionedUserIds } from './mention-text';
import { PhotoButton } from './photo-button';
import { signalTyping } from './typing-signal';
import { TypingSender } from './typing-timers';
import { useAutosize } from './use-autosize';
import { useMentionPicker } from './use-mention-picker';

/** The list of members to mention, fetched when the text box first gets the focus. */
const mentionPicker = onDemand(() => import('./mention-picker').then((module) => module.MentionPicker));

/**
 * The message box (chat spec §2, §4, §5): Enter sends, Shift+Enter adds a line, the height
 * grows up to 100 px on mobile and 120 px elsewhere; emoji, photos, @mentions and typing signals.
 */
export function Composer() {
  const m = useT();
  const { activeRoom, members, user, outbox } = useChat();
  const roomId = activeRoom?.id ?? null;
  const isMobile = useMediaQuery(MEDIA.mobile) ?? false;
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const mention = useMentionPicker(members, user.id);
  const MentionPicker = mentionPicker.current();
  const [, mentionPickerArrived] = useReducer((count: number) => count + 1, 0);
  // The list shows once its chunk is in; until then the keys work the text box alone.
  const picking = mention.open && MentionPicker !== null;
  useEffect(() => {
    if (mention.open && !MentionPicker) mentionPicker.load().then(mentionPickerArrived, () => undefined);
  }, [mention.open, MentionPicker]);
  const typing = useMemo(
    () => (roomId ? new TypingSender((isTyping) => signalTyping(roomId, isTyping)) : null),
    [roomId],
  );

  // A new room starts with an empty box; typing in the old one stops.
  const { reset } = mention;
  useEffect(() => {
    setText('');
    reset();
    return () => typing?.stop();
  }, [typing, reset]);

  // Replying keeps what is written; editing puts the message's words in the box, and stopping
  // to edit takes them out again.
  const target = useComposeTarget(roomId);
  const extras = useMessageExtras();
  const editing = target?.kind === 'edit' ? target.message : null;
  useEffect(() => {
    if (!target) return;
    if (target.kind === 'edit') {
      setText(target.message.content);
      pendingCaret.current = target.message.content.length;
    } else {
      input.current?.focus();
    }
  }, [target]);
  const cancelTarget = () => {
    if (editing) setText('');
    setComposeTarget(null);
  };
  useEffect(() => () => setComposeTarget(null), []);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !input.current) return;
    pendingCaret.current = null;
    input.current.focus();
    input.current.setSelectionRange(caret, caret);
  });

  const change = (value: string, caret: number) => {
    setText(value);
    typing?.input(value);
    mention.track(value, caret);
  };

  const saveEditing = (message: TMessage) => {
    // A photo's caption may be emptied; a text may not.
    const content = sendableText(text) ?? (isPhotoMessage(message.photoUrl) ? '' : null);
    if (content === null || !extras) return;
    void extras.saveEdit(m, message, content, mentionedUserIds(content, members)).then((saved) => {
      if (!saved) return;
      setText('');
      setComposeTarget(null);
    });
    typing?.sent();
    mention.reset();
  };

  const send = () => {
    if (editing) return saveEditing(editing);
    const content = sendableText(text);
    if (content === null) return;
    if (!roomId) {
      showToast({ message: m.chat.noActiveRoom, tone: 'danger' });
      return;
    }
    const replyTo = target?.kind === 'reply' && extras ? extras.quoteOf(target.message) : undefined;
    outbox.send({ roomId, content, mentionedUserIds: mentionedUserIds(content, members), replyTo });
    setText('');
    if (replyTo) setComposeTarget(null);
    typing?.sent();
    mention.reset();
  };

  const insertAtCaret = (insert: string) => {
    const box = input.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    const value = `${text.slice(0, start)}${insert}${text.slice(end)}`;
    pendingCaret.current = start + insert.length;
    change(value, start + insert.length);
  };

  const chooseMention = (index: number) => {
    const member = mention.candidates[index];
    const caret = input.current?.selectionStart ?? text.length;
    const result = member ? mention.choose(text, caret, member) : null;
    if (!result) return;
    pendingCaret.current = result.caret;
    setText(result.text);
    typing?.input(result.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKeyAction(
      { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing },
      picking,
      target !== null,
    );
    if (!action) return;
    event.preventDefault();
    if (action === 'send') send();
    else if (action === 'cancel-target') cancelTarget();
    else if (action === 'picker-next') mention.move(1);
    else if (action === 'picker-previous') mention.move(-1);
    else if (action === 'picker-close') mention.dismiss();
    else chooseMention(mention.selected);
  };

  const selectedMember = picking ? mention.candidates[mention.selected] : undefined;
  const sendLabel = extras?.sendLabel(m, editing !== null) ?? m.composer.send;
  const sendable = sendableText(text) !== null || (editing !== null && isPhotoMessage(editing.photoUrl));
  const disabled = !roomId;
  const maxHeight = isMobile ? COMPOSER_MAX_HEIGHT_MOBILE_PX : COMPOSER_MAX_HEIGHT_PX;
  useAutosize(input, text, maxHeight);

  return (
    <Box px={{ base: 'xs', sm: 'md' }} pb={{ base: 'xs', sm: 'md' }} pt={4} pos="relative">
      {picking && (
        <MentionPicker
          candidates={mention.candidates}
          selected={mention.selected}
          onChoose={(member) => chooseMention(mention.candidates.indexOf(member))}
          onHover={mention.hover}
        />
      )}
      {target && extras && <extras.ComposeBar target={target} onCancel={cancelTarget} />}
      <Group gap={4} wrap="nowrap" align="flex-end" p={4} className={classes.composerBox} data-composer-box>
        <EmojiPicker onPick={insertAtCaret} disabled={disabled} />
        <textarea
          ref={input}
          className={classes.composerInput}
          rows={1}
          value={text}
          onChange={(event) => change(event.currentTarget.value, event.currentTarget.selectionStart)}
          onSelect={(event) => mention.track(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onFocus={mentionPicker.prefetch}
          onBlur={() => mention.dismiss()}
          data-composer-input
          aria-label={m.composer.label}
          aria-controls={picking ? MENTION_LIST_ID : undefined}
          aria-activedescendant={selectedMember ? mentionOptionId(selectedMember.id) : undefined}
          placeholder={
            activeRoom
              ? activeRoom.isDirect
                ? m.composer.placeholderPerson(activeRoom.name)
                : m.composer.placeholderRoom(activeRoom.name)
              : ''
          }
          disabled={disabled}
          style={{ maxHeight }}
        />
        {/* After the text box: the emoji button stays the text's neighbour for Shift+Tab. */}
        <PhotoButton roomId={roomId} />
        <LazyTooltip label={sendLabel} openDelay={700}>
          <ActionIcon
            size="lg"
            variant={sendable ? 'filled' : 'subtle'}
            color={sendable ? 'orange' : 'gray'}
            aria-label={sendLabel}
            disabled={disabled || !sendable}
            onClick={send}
          >
            <IconSend2 size={20} stroke={1.75} />
          </ActionIcon>
        </LazyTooltip>
      </Group>
    </Box>
  );
}
