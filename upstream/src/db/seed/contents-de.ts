import type { SeedContent } from './seed-types.ts';

const demo =
  'SWX ist eine Demonstrationsplattform. Jeder Preis, jedes Chart und jede Marktkennzahl darauf stammt aus einem Marktsimulator, der auf unseren eigenen Servern läuft; nichts davon ist ein Kurs einer Börse, und kein echter Auftrag erreicht jemals einen Markt.';

/** Deutsche Artikel (Sprachtyp 2): Typ 1 Unternehmen, 2 Richtlinien, 3 Fußzeile. */
export const contentsDe: SeedContent[] = [
  {
    slug: 'about-us',
    type: 1,
    title: 'Über uns',
    paragraphs: [
      'SWX zeigt, wie eine moderne, mehrsprachige Trading- und Investment-App aussehen kann: Märkte für Devisen, Kryptowährungen, Aktien, Futures und Metalle, Optionsaufträge, Smart-Trading-Pläne, durch Krypto-Assets besicherte Kredite, Charity-NFTs, Ein- und Auszahlungen sowie ein Demokonto neben einem Echtgeldkonto.',
      demo,
      'Das Produkt wird offen als Referenzimplementierung entwickelt. Es soll Entwicklerinnen und Entwicklern, Designern und Testern ermöglichen, ein vollständiges Trading-Erlebnis für Privatkunden in elf Sprachen zu erkunden, ohne sich mit fremden Systemen zu verbinden.',
      'Wenn Sie Fragen zum Projekt haben, erreichen Sie das Team am schnellsten über die Seite des Online-Supports.',
    ],
  },
  {
    slug: 'licence-supervision',
    type: 1,
    title: 'Lizenz und Aufsicht',
    paragraphs: [
      'SWX besitzt keine Lizenz für Finanzdienstleistungen und wird von keiner Finanzaufsichtsbehörde beaufsichtigt, weil es keine Finanzdienstleistungen erbringt. Es verwahrt kein Kundengeld, führt an keinem Markt Aufträge aus und erteilt keine Anlageberatung.',
      demo,
      'Eine echte Handelsplattform muss in jedem Land, in dem sie Kunden bedient, zugelassen sein, zum Beispiel von der Financial Conduct Authority im Vereinigten Königreich oder der Securities and Exchange Commission in den Vereinigten Staaten. Bevor Sie mit einem Unternehmen handeln, prüfen Sie dessen Lizenznummer im öffentlichen Register der Aufsichtsbehörde, die es nennt.',
    ],
  },
  {
    slug: 'about-advertising',
    type: 1,
    title: 'Über Werbung',
    paragraphs: [
      'SWX schaltet keine bezahlte Werbung und verkauft oder teilt Ihre Daten nicht mit Werbetreibenden. Die Zahlen auf der Startseite, etwa das durchschnittliche 24-Stunden-Volumen oder die Zahl registrierter Nutzer, sind Betreibereinstellungen dieser Demonstration und als solche gekennzeichnet; sie sind keine Angaben über ein echtes Unternehmen.',
      'Seien Sie vorsichtig bei jeder Werbung, die garantierte Renditen, risikoloses Trading oder eine feste tägliche Rendite verspricht. Keine seriöse Geldanlage kann das versprechen.',
      demo,
    ],
  },
  {
    slug: 'legal-info',
    type: 1,
    title: 'Rechtliche Hinweise',
    paragraphs: [
      'Dieser Dienst wird als Software-Demonstration bereitgestellt, so wie er ist, ohne Gewährleistung jeglicher Art. Guthaben, Aufträge, Kredite, NFTs und Prämien in der App sind Einträge in einer Demonstrationsdatenbank und haben keinen Geldwert; sie können nicht eingelöst, übertragen oder ausgezahlt werden.',
      demo,
      'Marken und Firmennamen, die als Namen von Instrumenten erscheinen (zum Beispiel in Aktien- oder Futures-Listen), gehören ihren Inhabern und dienen nur zur Bezeichnung simulierter Preisreihen. Ihre Verwendung bedeutet keine Verbindung und keine Empfehlung.',
    ],
  },
  {
    slug: 'terms',
    type: 2,
    title: 'Nutzungsbedingungen',
    paragraphs: [
      'Mit der Eröffnung eines Kontos erklären Sie sich einverstanden, SWX nur zum Erkunden und Testen des Produkts zu nutzen. Sie dürfen es nicht verwenden, um jemanden glauben zu machen, es biete echten Handel, echte Einzahlungen oder echte Erträge.',
      'Sie sind dafür verantwortlich, Ihr Passwort und Ihre Bestätigungscodes geheim zu halten. Wir können Konten sperren, die versuchen, den Dienst zu stören, ihn ohne Erlaubnis auf Schwachstellen zu untersuchen oder andere Nutzer zu belästigen.',
      demo,
      'Wir können diese Bedingungen ändern, während sich die Demonstration weiterentwickelt. Das Datum der letzten Änderung wird bei diesem Artikel angezeigt.',
    ],
  },
  {
    slug: 'privacy',
    type: 2,
    title: 'Datenschutzerklärung',
    paragraphs: [
      'Wir speichern nur das Nötigste, um Ihr Konto zu betreiben: Ihren Benutzernamen, Ihre E-Mail-Adresse, eine optionale Telefonnummer, einen gesalzenen Hash Ihres Passworts (niemals das Passwort selbst) und die Einträge, die Sie in der App anlegen. Bestätigungscodes sind zehn Minuten gültig und danach nutzlos.',
      'Anmeldesitzungen werden durch ein zufälliges Token erkannt; wir speichern nur dessen Hash, und die Sitzung endet nach sieben Tagen oder wenn Sie Ihr Passwort zurücksetzen.',
      'Wir verkaufen keine personenbezogenen Daten und geben sie nicht an Dritte weiter, außer wenn das Gesetz es verlangt. Über den Online-Support können Sie die Löschung Ihres Kontos und seiner Daten verlangen.',
      demo,
    ],
  },
  {
    slug: 'cookie-policy',
    type: 2,
    title: 'Cookie-Richtlinie',
    paragraphs: [
      'Die App speichert einige Werte im Speicher Ihres Browsers, damit sie wie erwartet funktioniert: die gewählte Sprache, Ihr Anmelde-Token, ob Sie das Demokonto oder das Echtgeldkonto nutzen und ob Sie die Einführungstafel schon gesehen haben.',
      'Wir verwenden keine Werbe- oder seitenübergreifenden Tracking-Cookies. Wenn Sie den Browserspeicher löschen, werden Sie abgemeldet und diese Einstellungen zurückgesetzt.',
    ],
  },
  {
    slug: 'disclaimer',
    type: 2,
    title: 'Haftungsausschluss',
    paragraphs: [
      demo,
      'Simulierte Preise folgen einem mathematischen Modell mit Handelszeiten ähnlich wie an echten Märkten, sind aber keine Prognosen und haben nichts mit künftigen echten Preisen zu tun. Nichts in der App ist eine Anlage-, Rechts- oder Steuerberatung.',
      'Wir übernehmen keine Haftung für Entscheidungen, die aufgrund von Inhalten dieser Demonstration getroffen werden.',
    ],
  },
  {
    slug: 'risk-warning',
    type: 2,
    title: 'Risikohinweis',
    paragraphs: [
      'Trading ist mit einem hohen Risiko verbunden, und Sie können das gesamte eingesetzte Geld verlieren. Hat sich der Preis bei einem Optionsauftrag zum Ablauf gegen die von Ihnen gewählte Richtung bewegt, ist Ihr gesamter Einsatz verloren. Bei gehebelten Produkten wie Differenzkontrakten (CFDs) und Futures können sich Preise schnell gegen Sie bewegen, und die Verluste können Ihre ursprüngliche Einzahlung übersteigen.',
      'Krypto-Assets sind sehr volatil und weitgehend unreguliert; durch sie besicherte Kredite können bei fallenden Preisen zwangsweise aufgelöst werden. Die Wertentwicklung in der Vergangenheit ist kein verlässlicher Indikator für künftige Ergebnisse.',
      demo,
      'Handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können, und holen Sie im Zweifel unabhängigen Rat ein.',
    ],
  },
  {
    slug: 'help-centre',
    type: 3,
    title: 'Hilfe-Center',
    paragraphs: [
      'Das Hilfe-Center beantwortet häufige Fragen zu Konten, zum Demo- und Echtgeldmodus, zu Marktdaten, Aufträgen, Ein- und Auszahlungen.',
      'Um zwischen Demokonto und Echtgeldkonto zu wechseln, öffnen Sie Ihre Kontoseite und nutzen Sie den Kontowechsel. Das Demokonto beginnt mit einem virtuellen Guthaben, damit Sie jede Funktion ausprobieren können.',
      demo,
    ],
  },
  {
    slug: 'online-support',
    type: 3,
    title: 'Online-Support',
    paragraphs: [
      'Der Online-Support ist über die Chat-Schaltfläche erreichbar, die auf jeder Seite angezeigt wird. Beschreiben Sie Ihre Frage und geben Sie, wenn sie einen Eintrag betrifft, dessen Auftrags- oder Vorgangsnummer an.',
      'Unser Team wird Sie niemals nach Ihrem Passwort oder einem Bestätigungscode fragen. Wer das tut, gehört nicht zu SWX.',
    ],
  },
  {
    slug: 'contact',
    type: 3,
    title: 'Kontakt',
    paragraphs: [
      'Für Fragen zu dieser Demonstration schreiben Sie uns über den Online-Support. Wir antworten in der Regel innerhalb eines Werktags.',
      demo,
    ],
  },
];
