import { Button, CloseButton, Group, Modal, Text, VisuallyHidden } from '@mantine/core';
import {
  isPhotoMessage,
  MESSAGE_EDIT_WINDOW_MS,
  type Messages,
  QUICK_REACTIONS,
  type TMessage,
  type TReplyQuote,
} from '@nahbar/contracts';
import { type FloatingParts, LazyTooltip } from '@nahbar/ui';
import { IconArrowBackUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { SEARCH_TARGET_PARAM } from '../../search/search-target';
import { EmojiPicker } from '../composer/emoji-picker';
import { DANGER_ITEM_COLOR } from '../members/user-menu-items';
import { deleteMessage, removePreview, saveEdit, toggleReaction } from './change-calls';
import { type ComposeTarget, setComposeTarget } from './compose-target';
import classes from './message-extras.module.css';

/**
 * What a message shows and offers beyond its words, in a chunk of its own that arrives once the
 * first screen is up (extras.ts): a reply's quote, reactions, the menu's reply, edit, delete and
 * quick reactions, the bar above the message box, and the question before a deletion.
 */

export { saveEdit };

/** A reply's quote: the original's sender and first words; a press shows the original. */
export function ReplyQuote({ quote, roomId }: { quote: TReplyQuote; roomId: string }) {
  const m = useT();
  const navigate = useNavigate();
  const t = m.messageActions;
  if (quote.removed) {
    return (
      <p className={classes.quote} data-removed>
        <span className={classes.quoteText}>{t.quotedDeleted}</span>
      </p>
    );
  }
  const text = quote.excerpt || (quote.isPhoto ? `📷 ${t.quotedPhoto}` : '');
  // The visible words are the button's name too, after a hidden word on what a press does.
  return (
    <button
      type="button"
      className={classes.quote}
      onClick={() =>
        void navigate({
          to: '/chat/$roomId',
          params: { roomId },
          search: { [SEARCH_TARGET_PARAM]: quote.id },
        })
      }
    >
      <VisuallyHidden>{t.showOriginal}: </VisuallyHidden>
      <span className={classes.quoteName}>{quote.displayName}</span>{' '}
      <span className={classes.quoteText}>{text}</span>
    </button>
  );
}

/**
 * The preview of a message's link, as the server read the page: the site, the title (the link
 * itself, opened in a new tab without telling the site where from), the description and our copy
 * of the page's image. Its sender may take it off.
 */
export function LinkPreviewCard({ message, selfId }: { message: TMessage; selfId: string }) {
  const m = useT();
  const preview = message.linkPreview;
  if (!preview) return null;
  return (
    <div className={classes.preview} data-link-preview>
      <div className={classes.previewText}>
        {preview.siteName && <p className={classes.previewSite}>{preview.siteName}</p>}
        <a
          className={classes.previewTitle}
          href={preview.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {preview.title ?? preview.url}
        </a>
        {preview.description && <p className={classes.previewDescription}>{preview.description}</p>}
      </div>
      {preview.imageUrl && (
        <img className={classes.previewImage} src={preview.imageUrl} alt="" loading="lazy" />
      )}
      {message.userId === selfId && (
        <CloseButton
          size="sm"
          className={classes.previewRemove}
          aria-label={m.messageActions.removePreview}
          onClick={() => void removePreview(m, message)}
        />
      )}
    </div>
  );
}

const mineOf = (message: TMessage, emoji: string, selfId: string) =>
  message.reactions?.find((r) => r.emoji === emoji)?.users.some((u) => u.id === selfId) ?? false;

/** The reactions under a message: a chip per emoji (pressed when one's own is among them), and more. */
export function Reactions({ message, selfId }: { message: TMessage; selfId: string }) {
  const m = useT();
  const t = m.messageActions;
  const reactions = message.reactions ?? [];
  if (reactions.length === 0) return null;
  return (
    <div className={classes.reactions}>
      {reactions.map((reaction) => {
        const mine = reaction.users.some((u) => u.id === selfId);
        const names = reaction.users.map((u) => u.displayName).join(', ');
        return (
          <LazyTooltip
            key={reaction.emoji}
            label={
              reaction.count > reaction.users.length
                ? t.reactedByMore(names, reaction.count - reaction.users.length)
                : names
            }
            events={{ hover: true, focus: true, touch: true }}
            multiline
            w={220}
          >
            <button
              type="button"
              className={classes.chip}
              aria-pressed={mine}
              aria-label={t.reaction(reaction.emoji, reaction.count, mine)}
              onClick={() => void toggleReaction(m, message, reaction.emoji, mine)}
            >
              <span className={classes.chipEmoji} aria-hidden>
                {reaction.emoji}
              </span>
              <span aria-hidden>{reaction.count}</span>
            </button>
          </LazyTooltip>
        );
      })}
      <EmojiPicker
        size="sm"
        label={t.moreReactions}
        onPick={(emoji) => void toggleReaction(m, message, emoji, mineOf(message, emoji, selfId))}
      />
    </div>
  );
}

interface ActionItemsProps {
  Menu: FloatingParts['Menu'];
  message: TMessage;
  selfId: string;
  now: number;
  onDelete: () => void;
}

/** The message menu's own part: quick reactions, reply, and for one's own message edit and delete. */
export function MessageActionItems({ Menu, message, selfId, now, onDelete }: ActionItemsProps) {
  const m = useT();
  const t = m.messageActions;
  const own = message.userId === selfId;
  const editable = own && now - Date.parse(message.createdAt) < MESSAGE_EDIT_WINDOW_MS;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of menu items inside a menu, not a form */}
      <div className={classes.quickRow} role="group" aria-label={t.react}>
        {QUICK_REACTIONS.map((emoji) => (
          <Menu.Item
            key={emoji}
            w="auto"
            px={6}
            aria-label={t.reactWith(emoji)}
            onClick={() => void toggleReaction(m, message, emoji, mineOf(message, emoji, selfId))}
          >
            <span aria-hidden>{emoji}</span>
          </Menu.Item>
        ))}
      </div>
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconArrowBackUp size={16} stroke={1.75} />}
        onClick={() => setComposeTarget({ kind: 'reply', message })}
      >
        {t.reply}
      </Menu.Item>
      {editable && (
        <Menu.Item
          leftSection={<IconPencil size={16} stroke={1.75} />}
          onClick={() => setComposeTarget({ kind: 'edit', message })}
        >
          {t.edit}
        </Menu.Item>
      )}
      {own && (
        <Menu.Item
          color={DANGER_ITEM_COLOR}
          leftSection={<IconTrash size={16} stroke={1.75} />}
          onClick={onDelete}
        >
          {t.delete}
        </Menu.Item>
      )}
    </>
  );
}

/** The first words of a message as a reply quotes it. */
export function quoteOf(message: TMessage): TReplyQuote {
  return {
    id: message.id,
    userId: message.userId,
    displayName: message.user.displayName,
    excerpt: message.content.slice(0, 120),
    isPhoto: isPhotoMessage(message.photoUrl),
    removed: false,
  };
}

/** Above the message box while it answers or edits a message; the × (or Esc) stops. */
export function ComposeBar({
  target,
  onCancel,
}: {
  target: NonNullable<ComposeTarget>;
  onCancel: () => void;
}) {
  const m = useT();
  const t = m.messageActions;
  const replying = target.kind === 'reply';
  const quote = quoteOf(target.message);
  const Icon = replying ? IconArrowBackUp : IconPencil;
  return (
    <div className={classes.composeBar} data-compose-bar={target.kind}>
      <Icon size={16} stroke={1.75} aria-hidden />
      <span className={classes.composeBarText}>
        <strong>{replying ? t.replyingTo(quote.displayName ?? '') : t.editing}</strong>
        {replying && ` ${quote.excerpt || (quote.isPhoto ? `📷 ${t.quotedPhoto}` : '')}`}
      </span>
      <CloseButton size="sm" aria-label={replying ? t.cancelReply : t.cancelEdit} onClick={onCancel} />
    </div>
  );
}

/** The send button's name: saving while editing. */
export function sendLabel(m: Messages, editing: boolean): string {
  return editing ? m.messageActions.save : m.composer.send;
}

/** Asks before one's own message goes for everyone; keeping it has the focus first. */
export function DeleteDialog({ message, onClose }: { message: TMessage; onClose: () => void }) {
  const m = useT();
  const t = m.messageActions;
  const [opened, setOpened] = useState(true);
  const [busy, setBusy] = useState(false);
  const close = () => setOpened(false);
  const confirm = () => {
    setBusy(true);
    void deleteMessage(m, message).then(() => {
      setBusy(false);
      close();
    });
  };
  return (
    <Modal opened={opened} onClose={close} onExitTransitionEnd={onClose} title={t.deleteTitle} centered>
      <Text size="sm">{t.deleteBody}</Text>
      <Group justify="flex-end" gap="xs" mt="lg">
        <Button variant="default" onClick={close} data-autofocus>
          {t.keep}
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          {t.deleteConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
