import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { MODERATION_NOTES_MAX, MODERATION_REASON_MAX } from '@nahbar/contracts';
import { useState } from 'react';
import { serverErrorText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../toasts';

type ModerationKind = 'warn' | 'mute' | 'ban' | 'unmute' | 'unban' | 'remove' | 'purge';

export interface ModerationTarget {
  kind: ModerationKind;
  userId: string;
  name: string;
  /** The message to remove (`remove`). */
  messageId?: string;
}

const DURATIONS = [
  ['1', 'hours1'],
  ['24', 'hours24'],
  ['168', 'days7'],
  ['720', 'days30'],
  ['permanent', 'permanent'],
] as const;

/**
 * Asks before a moderation step: the reason (required for a warning, mute or ban, at most 500),
 * notes for the team, and for a mute or ban how long. Lifting asks only for confirmation.
 */
export function ModerationDialog({
  target,
  onClose,
}: {
  target: ModerationTarget | null;
  onClose: () => void;
}) {
  const m = useT();
  const t = m.adminPage;
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [duration, setDuration] = useState<string>('permanent');
  const close = () => {
    setReason('');
    setNotes('');
    setDuration('permanent');
    onClose();
  };
  const handlers = {
    onSuccess: async () => {
      showSuccessToast(t.done);
      close();
      await Promise.all([utils.admin.invalidate()]);
    },
    onError: (error: unknown) => showFailureToast(t.actionFailed, serverErrorText(m, error)),
  };
  const warn = trpc.admin.warn.useMutation(handlers);
  const mute = trpc.admin.mute.useMutation(handlers);
  const ban = trpc.admin.ban.useMutation(handlers);
  const unmute = trpc.admin.unmute.useMutation(handlers);
  const unban = trpc.admin.unban.useMutation(handlers);
  const remove = trpc.admin.removeMessage.useMutation(handlers);
  const purge = trpc.admin.purgeMessages.useMutation(handlers);
  const [span, setSpan] = useState('24');
  if (!target) return null;
  const { kind, userId, name } = target;
  const lifting = kind === 'unmute' || kind === 'unban';
  const timed = kind === 'mute' || kind === 'ban';
  const title = {
    warn: t.warnTitle,
    mute: t.muteTitle,
    ban: t.banTitle,
    unmute: t.unmuteTitle,
    unban: t.unbanTitle,
    remove: t.removeTitle,
    purge: t.purgeTitle,
  }[kind](name);
  const hint = {
    warn: t.warnHint,
    mute: t.muteHint,
    ban: t.banHint,
    unmute: t.liftHint,
    unban: t.liftHint,
    remove: t.removeHint,
    purge: t.purgeHint,
  }[kind];
  const pending = [warn, mute, ban, unmute, unban, remove, purge].some((mutation) => mutation.isPending);
  const tooLong = reason.length > MODERATION_REASON_MAX;
  const canConfirm =
    (lifting || reason.trim().length > 0) && !tooLong && notes.length <= MODERATION_NOTES_MAX;
  const confirm = () => {
    const durationHours = timed && duration !== 'permanent' ? Number(duration) : null;
    const fields = { userId, reason: reason.trim(), notes: notes.trim() || null, durationHours };
    if (kind === 'warn') warn.mutate(fields);
    else if (kind === 'mute') mute.mutate(fields);
    else if (kind === 'ban') ban.mutate(fields);
    else if (kind === 'remove') remove.mutate({ messageId: target.messageId ?? '', reason: reason.trim() });
    else if (kind === 'purge') purge.mutate({ userId, hours: Number(span), reason: reason.trim() });
    else if (kind === 'unmute') unmute.mutate({ userId, reason: reason.trim() || null });
    else unban.mutate({ userId, reason: reason.trim() || null });
  };
  return (
    <Modal opened onClose={close} title={title} centered closeButtonProps={{ 'aria-label': m.common.close }}>
      <Stack gap="sm">
        <Text size="sm">{hint}</Text>
        <Textarea
          label={t.reason}
          required={!lifting}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tooLong ? m.admin.reasonTooLong : undefined}
          description={`${reason.length}/${MODERATION_REASON_MAX}`}
          data-autofocus
        />
        {kind === 'purge' && (
          <Select
            label={t.purgeSpan}
            data={DURATIONS.filter(([value]) => value !== 'permanent' && value !== '720').map(
              ([value, key]) => ({
                value,
                label: t[key],
              }),
            )}
            value={span}
            allowDeselect={false}
            onChange={(value) => value && setSpan(value)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {(kind === 'warn' || timed) && (
          <Textarea
            label={t.notes}
            autosize
            minRows={1}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            error={notes.length > MODERATION_NOTES_MAX ? m.admin.notesTooLong : undefined}
          />
        )}
        {timed && (
          <Select
            label={t.duration}
            data={DURATIONS.map(([value, key]) => ({ value, label: t[key] }))}
            value={duration}
            allowDeselect={false}
            onChange={(value) => value && setDuration(value)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {t.cancel}
          </Button>
          <Button
            color={kind === 'ban' ? 'red' : undefined}
            onClick={confirm}
            disabled={!canConfirm}
            loading={pending}
          >
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
