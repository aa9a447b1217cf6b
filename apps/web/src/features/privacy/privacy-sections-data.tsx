import { Anchor } from '@mantine/core';
import { LOGIN_FAILURES_ALLOWED, SESSION_DAYS } from '@nahbar/contracts';
import { useT } from '../../i18n';
import { Paragraph, PolicySection, TermList, TextWithLink } from './policy-section';
import { PRIVACY_CONTACT_EMAIL } from './privacy-contact';

/** Introduction, what we collect and how we use it. */
export function PrivacySectionsData() {
  const p = useT().privacyPolicy;
  return (
    <>
      <PolicySection id="introduction" title={p.introductionTitle}>
        <Paragraph>{p.introduction}</Paragraph>
        <TermList
          items={[
            [p.controllerTerm, p.controller],
            [
              p.contactTerm,
              <TextWithLink
                key="contact"
                text={p.contact}
                link={<Anchor href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Anchor>}
              />,
            ],
            [p.legalBasisTerm, p.legalBasis],
          ]}
        />
      </PolicySection>

      <PolicySection id="data-we-collect" title={p.collectTitle}>
        <TermList
          items={[
            [p.personalDataTerm, p.personalData],
            [p.communicationDataTerm, p.communicationData],
            [p.technicalDataTerm, p.technicalData(SESSION_DAYS, LOGIN_FAILURES_ALLOWED)],
          ]}
        />
        <Paragraph>{p.photoMetadata}</Paragraph>
      </PolicySection>

      <PolicySection id="how-we-use" title={p.useTitle}>
        <TermList
          items={[
            [p.serviceTerm, p.service],
            [p.safetyTerm, p.safety],
            [p.communicationTerm, p.communication],
            [p.complianceTerm, p.compliance],
          ]}
        />
        <Paragraph>{p.noSale}</Paragraph>
      </PolicySection>
    </>
  );
}
