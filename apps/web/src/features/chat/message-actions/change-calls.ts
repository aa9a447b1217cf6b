import type { Messages, TMessage } from '@nahbar/contracts';
import { trpcClient } from '../../../app/app-clients';
import { serverErrorText } from '../../../i18n';
import { showToast } from '../../../toasts';

/**
 * The calls that change a message, each telling the member when it failed. What changed comes
 * back to every reader (this one too) as a live event, so nothing here touches the list.
 */
function failed(m: Messages, title: string) {
  return (error: unknown) => {
    showToast({ title, message: serverErrorText(m, error) ?? title, tone: 'danger' });
    return false;
  };
}

export function saveEdit(m: Messages, message: TMessage, content: string, mentionedUserIds: string[]) {
  return trpcClient.messages.edit
    .mutate({ messageId: message.id, content, mentionedUserIds })
    .then(() => true, failed(m, m.messageActions.editFailed));
}

export function deleteMessage(m: Messages, message: TMessage) {
  return trpcClient.messages.delete
    .mutate({ messageId: message.id })
    .then(() => true, failed(m, m.messageActions.deleteFailed));
}

export function toggleReaction(m: Messages, message: TMessage, emoji: string, mine: boolean) {
  const call = mine ? trpcClient.messages.unreact : trpcClient.messages.react;
  return call
    .mutate({ messageId: message.id, emoji })
    .then(() => true, failed(m, m.messageActions.reactFailed));
}

export function removePreview(m: Messages, message: TMessage) {
  return trpcClient.messages.removePreview
    .mutate({ messageId: message.id })
    .then(() => true, failed(m, m.messageActions.previewFailed));
}
