import { Blockquote, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_EVIDENCE_MESSAGES } from '@nahbar/contracts';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import { type FormEvent, useRef, useState } from 'react';
import { issueText, serverErrorText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../toasts';
import type { ReportedMessage, UserActionTarget } from '../chat/members/user-actions';
import { CountedTextarea } from './counted-textarea';
import { type ReportForm, reportInput, reportReasonOptions } from './report-rules';

export interface ReportSubject {
  user: UserActionTarget;
  message?: ReportedMessage;
}

const EMPTY: ReportForm = { reason: null, description: '', attachEvidence: false };

/**
 * Report User (chat spec §5, §8): a reason, a description of at most 500 characters with a
 * counter, and, only with the reporter's explicit consent, the last 20 messages of the private
 * chat between the two as evidence. A report from a message's menu names that message.
 */
export function ReportDialog({ subject, onClose }: { subject: ReportSubject | null; onClose: () => void }) {
  const m = useT();
  const [form, setForm] = useState<ReportForm>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const create = trpc.reports.create.useMutation();
  const shown = useRef(subject);
  if (subject) shown.current = subject;
  const current = shown.current;

  const change = (patch: Partial<ReportForm>) => {
    setForm((before) => ({ ...before, ...patch }));
    setProblem(null);
  };
  const close = () => {
    setForm(EMPTY);
    setProblem(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject) return;
    const checked = reportInput(subject.user.id, form, subject.message?.messageId);
    if ('problem' in checked) {
      setProblem(issueText(m, checked.problem));
      return;
    }
    create.mutate(checked.input, {
      onSuccess: () => {
        showSuccessToast(m.safety.reported);
        close();
      },
      onError: (error) => showFailureToast(m.safety.reportFailed, serverErrorText(m, error)),
    });
  };

  return (
    <Modal
      opened={subject !== null}
      onClose={close}
      title={m.safety.reportTitle(current?.user.displayName ?? '')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {current?.message && (
            <Blockquote
              p="xs"
              color="gray"
              cite={m.safety.reportedMessage}
              styles={{ cite: { fontSize: 'var(--mantine-font-size-xs)' } }}
            >
              <Text size="sm" lineClamp={3} className={USER_TEXT_CLASS}>
                {current.message.excerpt}
              </Text>
            </Blockquote>
          )}
          <Select
            label={m.safety.reason}
            placeholder={m.safety.reasonPlaceholder}
            data={reportReasonOptions(m)}
            value={form.reason}
            onChange={(reason) => change({ reason })}
            allowDeselect={false}
            required
            data-autofocus
          />
          <CountedTextarea
            label={m.safety.description}
            placeholder={m.safety.descriptionPlaceholder}
            max={REPORT_DESCRIPTION_MAX_LENGTH}
            value={form.description}
            onChange={(description) => change({ description })}
            required
          />
          <Checkbox
            label={m.safety.attachEvidence(REPORT_EVIDENCE_MESSAGES)}
            description={m.safety.attachEvidenceHint}
            checked={form.attachEvidence}
            onChange={(event) => change({ attachEvidence: event.currentTarget.checked })}
          />
          {problem && (
            <Text size="sm" c="red.5" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {m.safety.cancel}
            </Button>
            <Button type="submit" color="red" loading={create.isPending}>
              {m.safety.sendReport}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
