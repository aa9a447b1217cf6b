import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Paragraph, PolicySection, TermList } from './policy-section';
import { PRIVACY_CONTACT_EMAIL, PRIVACY_LANGUAGES, PRIVACY_RESPONSE_DAYS } from './privacy-contact';

/** Your rights, security and retention, contact and complaints. */
export function PrivacySectionsRights() {
  return (
    <>
      <PolicySection id="your-rights" title="4. Your GDPR Rights">
        <TermList
          items={[
            ['Access', 'you may ask which data we hold about you and receive a copy (Art. 15 GDPR).'],
            [
              'Rectification',
              'you may correct inaccurate data, most of it directly in your settings (Art. 16).',
            ],
            ['Erasure', 'you may delete your account and your data at any time (Art. 17).'],
            [
              'Portability',
              'you may download your data in a machine-readable JSON file and take it elsewhere (Art. 20).',
            ],
            ['Restriction', 'you may ask us to restrict processing while a dispute is resolved (Art. 18).'],
            [
              'Objection',
              'you may object to processing based on our legitimate interests (Art. 21); we then stop unless compelling reasons override your interests.',
            ],
          ]}
        />
        <Paragraph>
          The export and the account deletion are available in{' '}
          <Anchor component={Link} to="/settings">
            Settings
          </Anchor>{' '}
          under GDPR and Account. For everything else, contact us as described below. Consent you have given
          can be withdrawn at any time with effect for the future.
        </Paragraph>
      </PolicySection>

      <PolicySection id="security-retention" title="5. Data Security & Retention">
        <Paragraph>
          All traffic between your browser and Nahbar is encrypted. Passwords are stored only as hashes, the
          session cookie cannot be read by scripts, and requests from other websites are refused. Only
          moderators can see reports, and only as far as needed to review them.
        </Paragraph>
        <Paragraph>
          We keep your data for as long as you have an account. When you delete your account, your profile,
          photos, messages, friendships and settings are removed; the removal completes within{' '}
          {PRIVACY_RESPONSE_DAYS} days. Server logs are kept only briefly for security. Records of moderation
          decisions are kept only as long as needed to protect other members and to defend legal claims.
        </Paragraph>
      </PolicySection>

      <PolicySection id="contact-complaints" title="6. Contact & Complaints">
        <Paragraph>
          Write to <Anchor href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Anchor> to
          exercise your rights or to ask a question. We answer within {PRIVACY_RESPONSE_DAYS} days, in{' '}
          {PRIVACY_LANGUAGES.slice(0, -1).join(', ')} or {PRIVACY_LANGUAGES.at(-1)}.
        </Paragraph>
        <Paragraph>
          You also have the right to lodge a complaint with a supervisory authority, in particular in the
          country where you live:
        </Paragraph>
        <TermList
          items={[
            ['Germany', 'the data protection authority of your federal state (Landesdatenschutzbehörde).'],
            ['Austria', 'the Austrian Data Protection Authority (Datenschutzbehörde), Vienna.'],
            ['Switzerland', 'the Federal Data Protection and Information Commissioner (FDPIC / EDÖB), Bern.'],
          ]}
        />
      </PolicySection>
    </>
  );
}
