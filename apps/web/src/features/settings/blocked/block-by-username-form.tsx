import { Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { BLOCK_REASON_UI_MAX_LENGTH } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { SETTINGS_TOAST } from '../settings-toast';
import { blockByUsernameInput, blockFormMissingUsername } from './block-form-rules';
import { useBlockListRefresh } from './use-block-list-refresh';

/** Block by username with an optional reason (accounts spec §2, §5; the counter of the design: 200). */
export function BlockByUsernameForm() {
  const m = useT();
  const refresh = useBlockListRefresh();
  const [username, setUsername] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const block = trpc.blocks.blockByUsername.useMutation({
    onSuccess: async () => {
      showSuccessToast(m.settings.blockedSuccess, undefined, SETTINGS_TOAST);
      setUsername('');
      setReason('');
      setSubmitted(false);
      await refresh();
    },
    onError: (error) => showFailureToast(m.settings.blockFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });

  const missing = blockFormMissingUsername(username);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!missing) block.mutate(blockByUsernameInput(username, reason));
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="block-form-title">
      <Title order={2} size="h4" id="block-form-title">
        {m.settings.blockFormTitle}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={m.settings.usernameLabel}
            placeholder={m.settings.usernamePlaceholder}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={submitted && missing ? m.social.usernameRequired : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <Textarea
            label={m.settings.reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={BLOCK_REASON_UI_MAX_LENGTH}
            description={`${reason.length}/${BLOCK_REASON_UI_MAX_LENGTH}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autosize
            minRows={2}
            maxRows={5}
          />
          <Button
            type="submit"
            color="red"
            variant="outline"
            style={{ alignSelf: 'flex-start' }}
            disabled={block.isPending}
          >
            {block.isPending ? m.settings.blocking : m.settings.block}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
