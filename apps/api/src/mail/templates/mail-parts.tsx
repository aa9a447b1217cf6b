/** @jsxRuntime automatic @jsxImportSource react */
import { Button, Link, Section, Text } from '@react-email/components';
import type { MailContext } from './mail-context';
import { styles } from './mail-styles';

/** A call to action, with its address spelt out for programs that show no buttons. */
export function LinkButton(props: { href: string; label: string; context: MailContext }) {
  return (
    <>
      <Section style={styles.buttonRow}>
        <Button href={props.href} style={styles.button}>
          {props.label}
        </Button>
      </Section>
      <Text style={styles.small}>
        {props.context.m.linkFallback}
        <br />
        <Link href={props.href} style={styles.link}>
          {props.href}
        </Link>
      </Text>
    </>
  );
}

export function Paragraph(props: { children: React.ReactNode }) {
  return <Text style={styles.text}>{props.children}</Text>;
}

export function Greeting(props: { name: string; context: MailContext }) {
  return <Paragraph>{props.context.m.greeting(props.name)}</Paragraph>;
}
