import { plural } from '../plural';

/**
 * The privacy policy page (accounts spec §2). Texts with a link take the link's text as an
 * argument, so each language places it where its grammar wants it.
 */
export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: (date: string) => `Last updated: ${date}`,

  introductionTitle: '1. Introduction',
  introduction:
    'Nahbar is a chat and social service for adults (18 and over) in Germany, Austria and Switzerland. This policy explains which personal data we process when you use Nahbar, why we do it and which rights you have under the EU General Data Protection Regulation (GDPR), the German Federal Data Protection Act (BDSG), the Austrian Data Protection Act (DSG) and the Swiss Federal Act on Data Protection (FADP).',
  controllerTerm: 'Data controller',
  controller:
    'the operator of Nahbar ("we", "us") is the controller within the meaning of Art. 4(7) GDPR for all processing described here.',
  contactTerm: 'Contact',
  contact: (email: string) => `for every question about your data, write to ${email}.`,
  legalBasisTerm: 'Legal basis',
  legalBasis:
    'we process your data to provide the service you signed up for (Art. 6(1)(b) GDPR, performance of a contract) and to keep Nahbar safe and secure (Art. 6(1)(f) GDPR, our legitimate interest and that of our members). Optional cookies and your device location are used only with your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.',

  collectTitle: '2. What Data We Collect',
  personalDataTerm: 'Personal data',
  personalData:
    'your username and display name, your password (stored only as a salted argon2id hash, never in readable form), your age, gender and city, and, if you choose to provide them, coordinates of your city or your device location, a bio, photos, the people you would like to meet (gender and age range), and your privacy and notification settings.',
  communicationDataTerm: 'Communication data',
  communicationData:
    'the messages and photos you send in rooms and private chats, mentions, friend requests and friendships, the users you block and the reports you file or that concern you.',
  technicalDataTerm: 'Technical data',
  technicalData: (sessionDays: number, failuresAllowed: number) =>
    `a session cookie that keeps you signed in (HttpOnly, valid for up to ${sessionDays} ${plural('en', sessionDays, 'day', 'days')} after you last used it) and, for each signed-in device, the browser it named at sign-in and when it signed in and was last used, so you can see and sign out your devices in the settings; your IP address and the time of requests in our server logs; your online status and when you were last seen; and failed sign-in attempts (after ${failuresAllowed} ${plural('en', failuresAllowed, 'failure', 'failures')} from one address, each further try from it has to wait longer). Counters that protect against floods and password guessing are kept for at most an hour, the failed sign-ins and password checks of a username for a day, and the addresses you signed in from for 14 days, so that someone guessing your password does not slow you down there. Your browser also keeps your signed-in user, your last active room, messages waiting to be sent while you are offline, your language and your cookie choices in its local storage.`,
  photoMetadata:
    'Photos are re-encoded when you upload them, which removes embedded metadata such as the GPS position where a picture was taken.',

  useTitle: '3. How We Use Your Data',
  serviceTerm: 'Service provision',
  service:
    'creating and running your account, delivering messages in real time, showing your profile to other members according to your privacy settings, suggesting cities and showing how far away other members are. Distances are calculated on our servers; other members never see your coordinates.',
  safetyTerm: 'Safety and security',
  safety:
    'enforcing the minimum age, applying your blocks and contact filters, reviewing reports, warning, suspending or banning accounts that break the rules, and protecting accounts against password guessing and abuse.',
  communicationTerm: 'Communication',
  communication:
    'notifications about messages, mentions, friend requests and other events according to your notification settings, and notices about your account or changes to this policy.',
  complianceTerm: 'Legal compliance',
  compliance:
    'meeting our legal obligations, answering lawful requests from authorities and establishing, exercising or defending legal claims.',
  noSale:
    'We do not sell your data, we do not build advertising profiles, and we do not use your messages for any purpose other than delivering them and handling reports about them.',

  rightsTitle: '4. Your GDPR Rights',
  accessTerm: 'Access',
  access: 'you may ask which data we hold about you and receive a copy (Art. 15 GDPR).',
  rectificationTerm: 'Rectification',
  rectification: 'you may correct inaccurate data, most of it directly in your settings (Art. 16).',
  erasureTerm: 'Erasure',
  erasure: 'you may delete your account and your data at any time (Art. 17).',
  portabilityTerm: 'Portability',
  portability:
    'you may download your data in a machine-readable JSON file, or as a ZIP file with your photos, and take it elsewhere (Art. 20).',
  restrictionTerm: 'Restriction',
  restriction: 'you may ask us to restrict processing while a dispute is resolved (Art. 18).',
  objectionTerm: 'Objection',
  objection:
    'you may object to processing based on our legitimate interests (Art. 21); we then stop unless compelling reasons override your interests.',
  /** `settings` is the link to the settings page, worded by `settingsLink`. */
  selfService: (settings: string) =>
    `The export and the account deletion are available in ${settings} under GDPR and Account. For everything else, contact us as described below. Consent you have given can be withdrawn at any time with effect for the future.`,
  settingsLink: 'Settings',

  securityTitle: '5. Data Security & Retention',
  security:
    'All traffic between your browser and Nahbar is encrypted. Passwords are stored only as hashes, the session cookie cannot be read by scripts, and requests from other websites are refused. Only moderators can see reports, and only as far as needed to review them.',
  retention: (days: number) =>
    `We keep your data for as long as you have an account. When you delete your account, it is erased at once: your profile, photos (including the stored files), messages, friendships, friend requests, blocks, settings, notifications, consent records and sessions; you are signed out on every device. Reports you filed or that concern you keep only what moderation needs (who, which reason, which status) and lose their text and copied messages. Rooms you created pass to the member who joined them first, or are deleted with their name and description when nobody else is in them. Expired sessions and unfinished photo uploads are removed automatically. Server logs are kept only briefly for security. We answer every request about your data within ${days} ${plural('en', days, 'day', 'days')}.`,

  contactTitle: '6. Contact & Complaints',
  /** `languages` is a list such as 'English, German or French', formatted for the language. */
  contactUs: (email: string, days: number, languages: string) =>
    `Write to ${email} to exercise your rights or to ask a question. We answer within ${days} ${plural('en', days, 'day', 'days')}, in ${languages}.`,
  complaintIntro:
    'You also have the right to lodge a complaint with a supervisory authority, in particular in the country where you live:',
  germanyTerm: 'Germany',
  germany: 'the data protection authority of your federal state (Landesdatenschutzbehörde).',
  austriaTerm: 'Austria',
  austria: 'the Austrian Data Protection Authority (Datenschutzbehörde), Vienna.',
  switzerlandTerm: 'Switzerland',
  switzerland: 'the Federal Data Protection and Information Commissioner (FDPIC / EDÖB), Bern.',
};
