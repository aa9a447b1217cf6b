import { Anchor } from '@mantine/core';
import { LOGIN_FAILURES_ALLOWED, SESSION_DAYS } from '@nahbar/contracts';
import { Paragraph, PolicySection, TermList } from './policy-section';
import { PRIVACY_CONTACT_EMAIL } from './privacy-contact';

/** Introduction, what we collect and how we use it. */
export function PrivacySectionsData() {
  return (
    <>
      <PolicySection id="introduction" title="1. Introduction">
        <Paragraph>
          Nahbar is a chat and social service for adults (18 and over) in Germany, Austria and Switzerland.
          This policy explains which personal data we process when you use Nahbar, why we do it and which
          rights you have under the EU General Data Protection Regulation (GDPR), the German Federal Data
          Protection Act (BDSG), the Austrian Data Protection Act (DSG) and the Swiss Federal Act on Data
          Protection (FADP).
        </Paragraph>
        <TermList
          items={[
            [
              'Data controller',
              'the operator of Nahbar ("we", "us") is the controller within the meaning of Art. 4(7) GDPR for all processing described here.',
            ],
            [
              'Contact',
              <>
                for every question about your data, write to{' '}
                <Anchor href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Anchor>.
              </>,
            ],
            [
              'Legal basis',
              'we process your data to provide the service you signed up for (Art. 6(1)(b) GDPR, performance of a contract) and to keep Nahbar safe and secure (Art. 6(1)(f) GDPR, our legitimate interest and that of our members). Optional cookies and your device location are used only with your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.',
            ],
          ]}
        />
      </PolicySection>

      <PolicySection id="data-we-collect" title="2. What Data We Collect">
        <TermList
          items={[
            [
              'Personal data',
              'your username and display name, your password (stored only as a salted argon2id hash, never in readable form), your age, gender and city, and, if you choose to provide them, coordinates of your city or your device location, a bio, photos, the people you would like to meet (gender and age range), and your privacy and notification settings.',
            ],
            [
              'Communication data',
              'the messages and photos you send in rooms and private chats, mentions, friend requests and friendships, the users you block and the reports you file or that concern you.',
            ],
            [
              'Technical data',
              `a session cookie that keeps you signed in (HttpOnly, valid for up to ${SESSION_DAYS} days), your IP address and the time of requests in our server logs, your online status and when you were last seen, and failed sign-in attempts (after ${LOGIN_FAILURES_ALLOWED} failures we pause sign-in for that account for a while). Your browser also keeps your signed-in user, your last active room, messages waiting to be sent while you are offline and your cookie choices in its local storage.`,
            ],
          ]}
        />
        <Paragraph>
          Photos are re-encoded when you upload them, which removes embedded metadata such as the GPS position
          where a picture was taken.
        </Paragraph>
      </PolicySection>

      <PolicySection id="how-we-use" title="3. How We Use Your Data">
        <TermList
          items={[
            [
              'Service provision',
              'creating and running your account, delivering messages in real time, showing your profile to other members according to your privacy settings, suggesting cities and showing how far away other members are. Distances are calculated on our servers; other members never see your coordinates.',
            ],
            [
              'Safety and security',
              'enforcing the minimum age, applying your blocks and contact filters, reviewing reports, warning, suspending or banning accounts that break the rules, and protecting accounts against password guessing and abuse.',
            ],
            [
              'Communication',
              'notifications about messages, mentions, friend requests and other events according to your notification settings, and notices about your account or changes to this policy.',
            ],
            [
              'Legal compliance',
              'meeting our legal obligations, answering lawful requests from authorities and establishing, exercising or defending legal claims.',
            ],
          ]}
        />
        <Paragraph>
          We do not sell your data, we do not build advertising profiles, and we do not use your messages for
          any purpose other than delivering them and handling reports about them.
        </Paragraph>
      </PolicySection>
    </>
  );
}
