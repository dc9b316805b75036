import type { SeedFaq } from './seed-types.ts';

/** German questions and answers: the English ones (faqs-en.ts), translated. */
export const faqsDe: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: 'Was unterscheidet das Demokonto vom Echtgeldkonto?',
    paragraphs: [
      'Jedes neue Konto beginnt im Demokonto mit 10.000,00 USDT Übungsgeld, damit Sie Orders ohne Risiko ausprobieren können. Das Demoguthaben können Sie auf Ihrer Kontoseite zurücksetzen.',
      'Das Echtgeldkonto enthält, was Sie einzahlen. Wechseln Sie auf Ihrer Kontoseite zwischen beiden; Orders, Guthaben und Verlauf bleiben getrennt.',
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: 'Wie verifiziere ich meine Identität?',
    paragraphs: [
      'Öffnen Sie „Kredit“ und folgen Sie den drei Schritten: Ihre Angaben, Fotos Ihres Ausweises (Vorderseite, Rückseite und ein Foto von Ihnen mit dem Ausweis) und Ihre Unterschrift. Das Team prüft innerhalb von 48 Stunden.',
      'Wird eine Prüfung abgelehnt, sehen Sie den Grund, und das Formular öffnet sich mit Ihren Eingaben, sodass Sie nur das Fehlerhafte korrigieren.',
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: 'Wie funktioniert eine Steigt- oder Fällt-Order?',
    paragraphs: [
      'Sie wählen einen Markt, eine Richtung (steigt oder fällt), einen Einsatz und eine Laufzeit. Am Ende der Laufzeit wird die Order zum ersten erfassten Kurs zum oder nach dem Ablauf abgerechnet.',
      'Hat sich der Kurs in Ihre Richtung bewegt, erhalten Sie den Einsatz plus die auf der Schaltfläche gezeigte Auszahlung; hat er sich gegen Sie bewegt, verlieren Sie den ganzen Einsatz; blieb er unverändert, wird der Einsatz erstattet.',
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: 'Welcher Kurs rechnet meine Order ab?',
    paragraphs: [
      'Der Einstiegskurs ist der letzte erfasste Kurs bei Auftragserteilung, der Ausstiegskurs der erste erfasste Kurs zum oder nach dem Ablauf. Beide stehen mit ihrer Zeit in der Order, sodass Sie jedes Ergebnis nachprüfen können.',
      'Die Kurse dieser Plattform stammen aus einem Marktsimulator und sind als simuliert gekennzeichnet.',
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: 'Warum kann ich einen Markt gerade nicht handeln?',
    paragraphs: [
      'Aktien, Futures und einige Devisenmärkte werden nur während der Börsenzeiten gehandelt. Ein geschlossener Markt zeigt den Grund und die nächste Öffnungszeit, und sein Orderformular bleibt bis dahin deaktiviert.',
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: 'Wie zahle ich ein?',
    paragraphs: [
      'Gehen Sie zu Konto, dann Guthaben, und wählen Sie Währung und Netzwerk. Senden Sie die Coins an die angezeigte Adresse oder den QR-Code und übermitteln Sie dann Betrag und einen Screenshot der Überweisung.',
      'Das Team prüft die Überweisung und schreibt sie Ihrem Echtgeldkonto gut; der Eintrag zeigt jeden Schritt. Mindesteinzahlungen stehen im Einzahlungsformular.',
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: 'Wie lange dauert eine Auszahlung?',
    paragraphs: [
      'Eine Auszahlung erfordert Ihr Fondspasswort. Der Betrag wird sofort reserviert, das Team prüft den Antrag, und sie ist abgeschlossen, wenn das Netzwerk die Überweisung bestätigt. Die Gebühr wird vom Betrag abgezogen und vor der Bestätigung angezeigt.',
      'Wird ein Antrag abgelehnt, kehrt der reservierte Betrag in Ihr Guthaben zurück, und der Grund steht in Ihren Auszahlungsdaten.',
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: 'Was ist ein Smart-Trading-Plan?',
    paragraphs: [
      'Ein Plan legt einen Betrag für eine gewählte Anzahl von Tagen an. Seine Tagesrendite wird beim Kauf aus der Spanne des Produkts gezogen und je Zyklus ausgezahlt; Renditen sind nicht garantiert.',
      'Ein vorzeitiger Ausstieg behält eine Strafe auf das Kapital ein, die der Ausstiegsdialog vor der Bestätigung zeigt. Investieren Sie nur Geld, dessen Verlust Sie verkraften können.',
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: 'Wie funktionieren kryptobesicherte Kredite?',
    paragraphs: [
      'Sie leihen USDT gegen BTC oder ETH im Wert von 150 % des Kredits. Die ersten 7 Tage sind zinsfrei, danach fallen 0,05 % pro Tag an; Rechner und Vertrag zeigen die genaue Summe vor der Unterschrift.',
      'Verifizierte Nutzer können mehr leihen. Zahlen Sie jederzeit vollständig aus Ihrem Guthaben zurück; eine verspätete Rückzahlung kostet Verzugsschaden.',
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: 'Wohin geht das Geld für Charity-NFTs?',
    paragraphs: [
      'NFTs werden in zeitlich begrenzten Auktionen verkauft. Das gesamte Höchstgebot wird gespendet, und die Spendensumme auf der NFT-Seite steigt um den Preis jedes Verkaufs.',
    ],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: 'Ich habe mein Passwort vergessen. Was tun?',
    paragraphs: [
      'Wählen Sie auf der Anmeldeseite „Passwort vergessen?“, geben Sie Ihre E-Mail-Adresse und den zugesandten Code ein und wählen Sie ein neues Passwort mit 6 bis 32 Zeichen. Das Zurücksetzen meldet Ihre anderen Sitzungen ab.',
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: 'Warum wurde ich abgemeldet?',
    paragraphs: [
      'Eine Sitzung dauert sieben Tage und endet, wenn Sie sich abmelden oder Ihr Passwort zurücksetzen. Läuft eine Sitzung ab, sagt die App es Ihnen und bringt Sie nach der erneuten Anmeldung zur vorherigen Seite zurück.',
    ],
  },
];
