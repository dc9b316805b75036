import type { SeedFaq } from './seed-types.ts';

/** Italian questions and answers: the English ones (faqs-en.ts), translated. */
export const faqsIt: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: "Che differenza c'è tra il conto demo e il conto reale?",
    paragraphs: [
      'Ogni nuovo account parte dal conto demo con 10.000,00 USDT di denaro di prova, per provare gli ordini senza rischi. Puoi reimpostare il saldo demo dalla pagina del tuo account.',
      "Il conto reale contiene ciò che depositi. Passa dall'uno all'altro nella pagina del tuo account; ordini, saldi e storico restano separati.",
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: 'Come verifico la mia identità?',
    paragraphs: [
      "Apri Prestito e segui i tre passaggi: i tuoi dati, le foto del documento d'identità (fronte, retro e una tua foto mentre lo tieni) e la tua firma. Il team esamina la richiesta entro 48 ore.",
      'Se la verifica viene respinta, vedi il motivo e il modulo si apre con quanto avevi inserito, così correggi solo ciò che era sbagliato.',
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: 'Come funziona un ordine al rialzo o al ribasso?',
    paragraphs: [
      "Scegli un mercato, una direzione (rialzo o ribasso), un importo e una durata. Alla fine della durata l'ordine viene regolato al primo prezzo registrato alla scadenza o dopo.",
      "Se il prezzo si è mosso a tuo favore riavrai l'importo più il guadagno mostrato sul pulsante; se si è mosso contro di te perdi l'intero importo; se non si è mosso, l'importo viene rimborsato.",
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: 'Quale prezzo regola il mio ordine?',
    paragraphs: [
      "Il prezzo di entrata è l'ultimo prezzo registrato quando l'ordine è stato inserito, quello di uscita il primo prezzo registrato alla scadenza o dopo. Entrambi compaiono nell'ordine con il loro orario, così puoi verificare ogni risultato.",
      'I prezzi di questa piattaforma provengono da un simulatore di mercato e sono indicati come simulati.',
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: 'Perché ora non posso negoziare un mercato?',
    paragraphs: [
      "Azioni, future e alcuni mercati valutari si negoziano solo negli orari della loro borsa. Un mercato chiuso mostra il motivo e la prossima apertura, e il suo modulo d'ordine resta disattivato fino ad allora.",
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: 'Come faccio un deposito?',
    paragraphs: [
      "Vai su Account, poi Saldo, e scegli valuta e rete. Invia le monete all'indirizzo o al codice QR mostrato, poi invia l'importo e uno screenshot del trasferimento.",
      'Il team controlla il trasferimento e lo accredita sul tuo conto reale; il registro mostra ogni passaggio. I depositi minimi sono indicati nel modulo di deposito.',
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: 'Quanto tempo richiede un prelievo?',
    paragraphs: [
      "Un prelievo richiede la password dei fondi. L'importo viene bloccato subito, il team esamina la richiesta e il prelievo si completa quando la rete conferma il trasferimento. La commissione è detratta dall'importo e mostrata prima della conferma.",
      "Se una richiesta viene respinta, l'importo bloccato torna sul saldo e il motivo compare nei tuoi prelievi.",
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: "Che cos'è un piano di trading intelligente?",
    paragraphs: [
      "Un piano investe un importo per il numero di giorni scelto. Il rendimento giornaliero viene estratto dall'intervallo del prodotto all'acquisto e pagato a ogni ciclo; i rendimenti non sono garantiti.",
      "L'uscita anticipata trattiene una penale sul capitale, che la finestra di uscita mostra prima della conferma. Investi solo denaro che puoi permetterti di perdere.",
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: 'Come funzionano i prestiti garantiti da cripto?',
    paragraphs: [
      "Prendi in prestito USDT a fronte di BTC o ETH per un valore pari al 150 % del prestito. I primi 7 giorni sono senza interessi, poi l'interesse è dello 0,05 % al giorno; il calcolatore e il contratto mostrano il totale esatto prima della firma.",
      "Gli utenti verificati possono prendere in prestito di più. Rimborsa l'intero importo dal saldo quando vuoi; il ritardo aggiunge penali.",
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: 'Dove vanno i soldi degli NFT benefici?',
    paragraphs: [
      "Gli NFT sono venduti in aste a tempo. L'intera offerta vincente viene donata e il totale delle donazioni nella pagina NFT cresce del prezzo di ogni vendita.",
    ],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: 'Ho dimenticato la password. Cosa faccio?',
    paragraphs: [
      'Nella pagina di accesso scegli «Password dimenticata?», inserisci il tuo indirizzo e-mail e il codice che ti inviamo, poi scegli una nuova password di 6-32 caratteri. Reimpostarla disconnette le altre sessioni.',
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: 'Perché sono stato disconnesso?',
    paragraphs: [
      "Una sessione dura sette giorni e termina quando esci o reimposti la password. Quando una sessione scade l'app te lo dice e, dopo un nuovo accesso, ti riporta alla pagina in cui eri.",
    ],
  },
];
