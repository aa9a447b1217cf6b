import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocale, useT } from '../../i18n';
import { Paragraph, PolicySection, TermList, TextWithLink } from './policy-section';
import { PRIVACY_CONTACT_EMAIL, PRIVACY_RESPONSE_DAYS, privacyLanguageList } from './privacy-contact';

/** Your rights, security and retention, contact and complaints. */
export function PrivacySectionsRights() {
  const p = useT().privacyPolicy;
  const { intlLocale } = useLocale();
  const email = <Anchor href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Anchor>;
  return (
    <>
      <PolicySection id="your-rights" title={p.rightsTitle}>
        <TermList
          items={[
            [p.accessTerm, p.access],
            [p.rectificationTerm, p.rectification],
            [p.erasureTerm, p.erasure],
            [p.portabilityTerm, p.portability],
            [p.restrictionTerm, p.restriction],
            [p.objectionTerm, p.objection],
          ]}
        />
        <Paragraph>
          <TextWithLink
            text={p.selfService}
            link={
              <Anchor component={Link} to="/settings">
                {p.settingsLink}
              </Anchor>
            }
          />
        </Paragraph>
      </PolicySection>

      <PolicySection id="security-retention" title={p.securityTitle}>
        <Paragraph>{p.security}</Paragraph>
        <Paragraph>{p.retention(PRIVACY_RESPONSE_DAYS)}</Paragraph>
      </PolicySection>

      <PolicySection id="contact-complaints" title={p.contactTitle}>
        <Paragraph>
          <TextWithLink
            text={(slot) => p.contactUs(slot, PRIVACY_RESPONSE_DAYS, privacyLanguageList(intlLocale))}
            link={email}
          />
        </Paragraph>
        <Paragraph>{p.complaintIntro}</Paragraph>
        <TermList
          items={[
            [p.germanyTerm, p.germany],
            [p.austriaTerm, p.austria],
            [p.switzerlandTerm, p.switzerland],
          ]}
        />
      </PolicySection>
    </>
  );
}
