import { Textarea, type TextareaProps } from '@mantine/core';
import { useT } from '../../i18n';

interface CountedTextareaProps
  extends Omit<TextareaProps, 'value' | 'onChange' | 'maxLength' | 'description'> {
  value: string;
  onChange: (value: string) => void;
  max: number;
}

/**
 * A text field with a counter of characters used under it (chat spec §5: block reason and
 * report description). The counter is the field's description, so screen readers hear it too.
 */
export function CountedTextarea({ value, onChange, max, ...rest }: CountedTextareaProps) {
  const m = useT();
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={8}
      maxLength={max}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={m.safety.counter(value.length, max)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'right', marginTop: 4 } }}
      {...rest}
    />
  );
}
