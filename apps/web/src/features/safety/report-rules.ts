import {
  BLOCK_REASON_UI_MAX_LENGTH,
  type Messages,
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASONS,
  type TBlockInput,
  type TReportInput,
  type TReportReason,
} from '@nahbar/contracts';

/** Chat spec §5: the reasons of a report, in the spec's order, with their labels. */
export function reportReasonOptions(m: Messages): { value: TReportReason; label: string }[] {
  const labels: Record<TReportReason, string> = {
    harassment: m.safety.reasonHarassment,
    spam: m.safety.reasonSpam,
    inappropriate_content: m.safety.reasonInappropriate,
    fake_profile: m.safety.reasonFakeProfile,
    other: m.safety.reasonOther,
  };
  return REPORT_REASONS.map((value) => ({ value, label: labels[value] }));
}

function isReportReason(value: string | null): value is TReportReason {
  return (REPORT_REASONS as readonly (string | null)[]).includes(value);
}

export interface ReportForm {
  reason: string | null;
  description: string;
  attachEvidence: boolean;
}

/**
 * The report as the server takes it, or the catalogue key of what is wrong with the form
 * (chat spec §5: reason and description required, the description at most 500 characters;
 * the same keys the server answers with).
 */
export function reportInput(
  userId: string,
  form: ReportForm,
  messageId?: string,
): { input: TReportInput } | { problem: 'social.reportFieldsRequired' | 'social.reportDescriptionTooLong' } {
  const description = form.description.trim();
  if (!isReportReason(form.reason) || description === '') return { problem: 'social.reportFieldsRequired' };
  if (description.length > REPORT_DESCRIPTION_MAX_LENGTH)
    return { problem: 'social.reportDescriptionTooLong' };
  return {
    input: {
      userId,
      reason: form.reason,
      description,
      attachEvidence: form.attachEvidence,
      ...(messageId ? { messageId } : {}),
    },
  };
}

/**
 * The block as the server takes it: the reason is optional (left out when blank) and the chat
 * UI counts it to 200 (chat spec §5), though the server would take 500 (design: known contradictions).
 */
export function blockInput(userId: string, reason: string): TBlockInput {
  const trimmed = reason.trim().slice(0, BLOCK_REASON_UI_MAX_LENGTH);
  return trimmed === '' ? { userId } : { userId, reason: trimmed };
}
