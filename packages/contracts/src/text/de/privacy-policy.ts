import { plural } from '../plural';
import type { Messages } from '../types';

const days = (count: number) => `${count} ${plural('de', count, 'Tag', 'Tagen')}`;

/** Die Datenschutzerklärung in einfacher Sprache, mit den deutschen Bezeichnungen der Gesetze. */
export const privacyPolicy: Messages['privacyPolicy'] = {
  title: 'Datenschutzerklärung',
  lastUpdated: (date) => `Stand: ${date}`,

  introductionTitle: '1. Einleitung',
  introduction:
    'Nahbar ist ein Chat- und Community-Dienst für Erwachsene (ab 18 Jahren) in Deutschland, Österreich und der Schweiz. Diese Datenschutzerklärung erklärt, welche personenbezogenen Daten wir verarbeiten, wenn du Nahbar nutzt, warum wir das tun und welche Rechte du nach der EU-Datenschutz-Grundverordnung (DSGVO), dem deutschen Bundesdatenschutzgesetz (BDSG), dem österreichischen Datenschutzgesetz (DSG) und dem Schweizer Bundesgesetz über den Datenschutz (DSG) hast.',
  controllerTerm: 'Verantwortlicher',
  controller:
    'Der Betreiber von Nahbar („wir“, „uns“) ist für alle hier beschriebenen Verarbeitungen Verantwortlicher im Sinne von Art. 4 Nr. 7 DSGVO.',
  contactTerm: 'Kontakt',
  contact: (email) => `Bei allen Fragen zu deinen Daten schreib uns an ${email}.`,
  legalBasisTerm: 'Rechtsgrundlagen',
  legalBasis:
    'Wir verarbeiten deine Daten, um dir den Dienst bereitzustellen, für den du dich registriert hast (Art. 6 Abs. 1 lit. b DSGVO, Vertragserfüllung), und um Nahbar sicher zu halten (Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse und das unserer Mitglieder). Optionale Cookies und den Standort deines Geräts nutzen wir nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit widerrufen kannst.',

  collectTitle: '2. Welche Daten wir erheben',
  personalDataTerm: 'Angaben zu deiner Person',
  personalData:
    'Dein Benutzername und Anzeigename, dein Passwort (nur als gesalzener argon2id-Hash gespeichert, nie im Klartext), dein Alter, Geschlecht und Ort sowie – wenn du sie angibst – die Koordinaten deines Orts oder der Standort deines Geräts, dein Profiltext, deine Fotos, wen du kennenlernen möchtest (Geschlecht und Altersspanne) und deine Einstellungen zu Privatsphäre und Benachrichtigungen.',
  communicationDataTerm: 'Kommunikationsdaten',
  communicationData:
    'Die Nachrichten und Fotos, die du in Räumen und Privatchats sendest, Erwähnungen, Freundschaftsanfragen und Freundschaften, die Mitglieder, die du blockierst, und die Meldungen, die du abgibst oder die dich betreffen.',
  technicalDataTerm: 'Technische Daten',
  technicalData: (sessionDays, failuresAllowed) =>
    `Ein Sitzungs-Cookie, das dich angemeldet hält (HttpOnly, bis zu ${sessionDays} ${plural('de', sessionDays, 'Tag', 'Tage')} nach der letzten Nutzung gültig), und für jedes angemeldete Gerät der Browser, den es bei der Anmeldung genannt hat, sowie wann es sich angemeldet hat und zuletzt genutzt wurde – so kannst du deine Geräte in den Einstellungen sehen und abmelden; deine IP-Adresse und der Zeitpunkt deiner Anfragen in unseren Serverprotokollen; dein Online-Status und wann du zuletzt online warst; sowie fehlgeschlagene Anmeldeversuche (nach ${failuresAllowed} ${plural('de', failuresAllowed, 'Fehlversuch', 'Fehlversuchen')} von einer Adresse muss jeder weitere Versuch von dort länger warten). Zähler, die vor Überflutung und dem Erraten von Passwörtern schützen, bewahren wir höchstens eine Stunde auf, die fehlgeschlagenen Anmeldungen und Passwortprüfungen eines Benutzernamens einen Tag und die Adressen, von denen du dich angemeldet hast, 14 Tage – damit dich dort niemand ausbremst, der dein Passwort zu erraten versucht. Außerdem speichert dein Browser lokal, wer angemeldet ist, deinen zuletzt besuchten Raum, Nachrichten, die auf den Versand warten, während du offline bist, deine Sprache und deine Cookie-Einstellungen.`,
  photoMetadata:
    'Fotos werden beim Hochladen neu kodiert. Dabei werden eingebettete Metadaten entfernt, etwa die GPS-Position, an der ein Bild aufgenommen wurde.',

  useTitle: '3. Wofür wir deine Daten verwenden',
  serviceTerm: 'Bereitstellung des Dienstes',
  service:
    'Dein Konto anlegen und betreiben, Nachrichten in Echtzeit zustellen, dein Profil anderen Mitgliedern entsprechend deinen Privatsphäre-Einstellungen zeigen, Orte vorschlagen und anzeigen, wie weit andere Mitglieder entfernt sind. Entfernungen berechnen wir auf unseren Servern; andere Mitglieder sehen deine Koordinaten nie.',
  safetyTerm: 'Schutz und Sicherheit',
  safety:
    'Das Mindestalter durchsetzen, deine Blockierungen und Kontaktfilter anwenden, Meldungen prüfen, Konten, die gegen die Regeln verstoßen, verwarnen, vorübergehend oder dauerhaft sperren und Konten vor dem Erraten von Passwörtern und vor Missbrauch schützen.',
  communicationTerm: 'Kommunikation',
  communication:
    'Benachrichtigungen über Nachrichten, Erwähnungen, Freundschaftsanfragen und andere Ereignisse entsprechend deinen Benachrichtigungseinstellungen sowie Hinweise zu deinem Konto oder zu Änderungen dieser Datenschutzerklärung.',
  complianceTerm: 'Erfüllung gesetzlicher Pflichten',
  compliance:
    'Unsere gesetzlichen Pflichten erfüllen, rechtmäßige Anfragen von Behörden beantworten und Rechtsansprüche geltend machen, ausüben oder verteidigen.',
  noSale:
    'Wir verkaufen deine Daten nicht, wir erstellen keine Werbeprofile, und wir nutzen deine Nachrichten ausschließlich, um sie zuzustellen und Meldungen dazu zu bearbeiten.',

  rightsTitle: '4. Deine Rechte nach der DSGVO',
  accessTerm: 'Auskunft',
  access:
    'Du kannst erfragen, welche Daten wir über dich speichern, und eine Kopie davon erhalten (Art. 15 DSGVO).',
  rectificationTerm: 'Berichtigung',
  rectification: 'Du kannst falsche Daten berichtigen, die meisten direkt in deinen Einstellungen (Art. 16).',
  erasureTerm: 'Löschung',
  erasure: 'Du kannst dein Konto und deine Daten jederzeit löschen (Art. 17).',
  portabilityTerm: 'Datenübertragbarkeit',
  portability:
    'Du kannst deine Daten als maschinenlesbare JSON-Datei oder als ZIP-Datei samt deinen Fotos herunterladen und zu einem anderen Anbieter mitnehmen (Art. 20).',
  restrictionTerm: 'Einschränkung der Verarbeitung',
  restriction:
    'Du kannst verlangen, dass wir die Verarbeitung einschränken, solange ein Streitfall geklärt wird (Art. 18).',
  objectionTerm: 'Widerspruch',
  objection:
    'Du kannst einer Verarbeitung widersprechen, die auf unseren berechtigten Interessen beruht (Art. 21); wir beenden sie dann, es sei denn, zwingende Gründe überwiegen deine Interessen.',
  selfService: (settings) =>
    `Den Datenexport und die Kontolöschung findest du in den ${settings} unter „DSGVO“ und „Konto“. Für alles andere wende dich wie unten beschrieben an uns. Eine erteilte Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen.`,
  settingsLink: 'Einstellungen',

  securityTitle: '5. Datensicherheit und Speicherdauer',
  security:
    'Die gesamte Verbindung zwischen deinem Browser und Nahbar ist verschlüsselt. Passwörter speichern wir nur als Hashes, das Sitzungs-Cookie ist für Skripte nicht lesbar, und Anfragen von fremden Websites weisen wir ab. Meldungen sieht nur das Moderationsteam, und auch nur so weit, wie es für die Prüfung nötig ist.',
  retention: (count) =>
    `Wir speichern deine Daten, solange du ein Konto hast. Wenn du dein Konto löschst, wird es sofort gelöscht: dein Profil, deine Fotos (samt den gespeicherten Dateien), Nachrichten, Freundschaften, Freundschaftsanfragen, Blockierungen, Einstellungen, Benachrichtigungen, Einwilligungen und Sitzungen; du wirst auf allen Geräten abgemeldet. Meldungen, die du abgegeben hast oder die dich betreffen, behalten nur, was die Moderation braucht (wer, welcher Grund, welcher Stand), und verlieren ihren Text und kopierte Nachrichten. Räume, die du erstellt hast, gehen an das Mitglied über, das ihnen als Erstes beigetreten ist, oder werden samt Name und Beschreibung gelöscht, wenn niemand sonst darin ist. Abgelaufene Sitzungen und nicht abgeschlossene Foto-Uploads werden automatisch entfernt. Serverprotokolle bewahren wir aus Sicherheitsgründen nur kurz auf. Jede Anfrage zu deinen Daten beantworten wir innerhalb von ${days(count)}.`,

  contactTitle: '6. Kontakt und Beschwerden',
  contactUs: (email, count, languages) =>
    `Schreib an ${email}, um deine Rechte auszuüben oder eine Frage zu stellen. Wir antworten innerhalb von ${days(count)} auf ${languages}.`,
  complaintIntro:
    'Außerdem hast du das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem Land, in dem du lebst:',
  germanyTerm: 'Deutschland',
  germany: 'Die Datenschutz-Aufsichtsbehörde deines Bundeslandes.',
  austriaTerm: 'Österreich',
  austria: 'Die österreichische Datenschutzbehörde in Wien.',
  switzerlandTerm: 'Schweiz',
  switzerland: 'Der Eidgenössische Datenschutz- und Öffentlichkeitsbeauftragte (EDÖB) in Bern.',
};
