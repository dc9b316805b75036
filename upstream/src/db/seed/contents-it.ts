import type { SeedContent } from './seed-types.ts';

const demo =
  'SWX è una piattaforma dimostrativa. Ogni prezzo, grafico e dato di mercato che mostra proviene da un simulatore di mercato che gira sui nostri server; nulla è quotato da una borsa e nessun ordine reale raggiunge mai un mercato.';

/** Articoli in italiano (tipo di lingua 2): tipo 1 azienda, 2 informative, 3 piè di pagina. */
export const contentsIt: SeedContent[] = [
  {
    slug: 'about-us',
    type: 1,
    title: 'Chi siamo',
    paragraphs: [
      'SWX mostra come può essere un’app moderna e multilingue di trading e investimento: consultazione dei mercati di valute, criptovalute, azioni, futures e metalli, ordini su opzioni, piani di trading intelligente, prestiti garantiti da cripto-attività, NFT benefici, depositi e prelievi, con un conto demo accanto a un conto reale.',
      demo,
      'Il prodotto è sviluppato apertamente come implementazione di riferimento. Il suo scopo è permettere a ingegneri, designer e tester di esplorare un’esperienza completa di trading per investitori privati in undici lingue, senza collegarsi ai sistemi di nessun altro.',
      'Se hai domande sul progetto, la pagina dell’assistenza online è il modo più rapido per contattare il team.',
    ],
  },
  {
    slug: 'licence-supervision',
    type: 1,
    title: 'Licenza e vigilanza',
    paragraphs: [
      'SWX non possiede alcuna licenza per servizi finanziari e non è sottoposta alla vigilanza di alcuna autorità finanziaria, perché non presta servizi finanziari. Non custodisce denaro dei clienti, non esegue ordini su alcun mercato e non fornisce consulenza sugli investimenti.',
      demo,
      'Una vera piattaforma di trading deve essere autorizzata in ogni giurisdizione in cui serve clienti, ad esempio dalla Financial Conduct Authority nel Regno Unito o dalla Securities and Exchange Commission negli Stati Uniti. Prima di operare con qualsiasi società, verifica il suo numero di licenza nel registro pubblico dell’autorità di vigilanza che indica.',
    ],
  },
  {
    slug: 'about-advertising',
    type: 1,
    title: 'Sulla pubblicità',
    paragraphs: [
      'SWX non fa pubblicità a pagamento e non vende né condivide i tuoi dati con inserzionisti. I dati mostrati nella pagina iniziale, come il volume medio nelle 24 ore o il numero di utenti registrati, sono valori di configurazione di questa dimostrazione e sono indicati come tali; non sono affermazioni su un’attività reale.',
      'Diffida di qualsiasi pubblicità che prometta rendimenti garantiti, trading senza rischi o un rendimento giornaliero fisso. Nessun investimento autentico può promettere queste cose.',
      demo,
    ],
  },
  {
    slug: 'legal-info',
    type: 1,
    title: 'Note legali',
    paragraphs: [
      'Questo servizio è fornito come dimostrazione software, così com’è, senza garanzie di alcun tipo. Saldi, ordini, prestiti, NFT e premi mostrati nell’app sono registrazioni di un database dimostrativo e non hanno alcun valore monetario; non possono essere riscattati, trasferiti né pagati.',
      demo,
      'I marchi e i nomi di società che compaiono come nomi di strumenti (ad esempio negli elenchi di azioni o futures) appartengono ai rispettivi titolari e sono usati solo per identificare serie di prezzi simulate. Il loro uso non implica alcuna affiliazione né approvazione.',
    ],
  },
  {
    slug: 'terms',
    type: 2,
    title: 'Termini di servizio',
    paragraphs: [
      'Creando un account accetti di usare SWX solo per esplorare e provare il prodotto. Non devi usarlo per far credere a qualcuno che offra trading reale, depositi reali o rendimenti reali.',
      'Sei responsabile di mantenere riservati la password e i codici di verifica. Possiamo sospendere gli account che cercano di disturbare il servizio, di sondarne le vulnerabilità senza autorizzazione o di molestare altri utenti.',
      demo,
      'Possiamo modificare questi termini man mano che la dimostrazione evolve. La data dell’ultima modifica è indicata insieme a questo articolo.',
    ],
  },
  {
    slug: 'privacy',
    type: 2,
    title: 'Informativa sulla privacy',
    paragraphs: [
      'Conserviamo il minimo necessario per gestire il tuo account: nome utente, indirizzo e-mail, un numero di telefono facoltativo, un hash con salt della password (mai la password stessa) e le registrazioni che crei nell’app. I codici di verifica restano validi per dieci minuti, poi non servono più.',
      'Le sessioni di accesso sono identificate da un token casuale; ne conserviamo solo l’hash e la sessione termina dopo sette giorni o quando reimposti la password.',
      'Non vendiamo dati personali e non li condividiamo con terzi, salvo quando lo richiede la legge. Puoi chiedere la cancellazione del tuo account e dei suoi dati tramite l’assistenza online.',
      demo,
    ],
  },
  {
    slug: 'cookie-policy',
    type: 2,
    title: 'Informativa sui cookie',
    paragraphs: [
      'L’app conserva alcuni valori nella memoria del browser per funzionare come ti aspetti: la lingua scelta, il token di accesso, se usi il conto demo o quello reale e se hai già visto la schermata introduttiva.',
      'Non usiamo cookie pubblicitari né di tracciamento tra siti. Cancellare la memoria del browser ti disconnette e reimposta queste preferenze.',
    ],
  },
  {
    slug: 'disclaimer',
    type: 2,
    title: 'Esclusione di responsabilità',
    paragraphs: [
      demo,
      'I prezzi simulati seguono un modello matematico con orari di negoziazione simili a quelli dei mercati reali, ma non sono previsioni e non hanno alcun rapporto con i prezzi reali futuri. Nulla nell’app costituisce consulenza finanziaria, legale o fiscale.',
      'Non accettiamo alcuna responsabilità per decisioni prese sulla base di qualsiasi contenuto mostrato in questa dimostrazione.',
    ],
  },
  {
    slug: 'risk-warning',
    type: 2,
    title: 'Avvertenza sui rischi',
    paragraphs: [
      'Il trading comporta un livello di rischio elevato e puoi perdere tutto il denaro che impieghi. In un ordine su opzioni, se alla scadenza il prezzo si è mosso in direzione opposta a quella che hai scelto, perdi l’intero importo dell’ordine. Con i prodotti a leva come i contratti per differenza (CFD) e i futures, i prezzi possono muoversi rapidamente contro di te e le perdite possono superare il deposito iniziale.',
      'Le cripto-attività sono molto volatili e in gran parte non regolamentate; i prestiti garantiti da esse possono essere liquidati quando i prezzi scendono. I rendimenti passati non sono un indicatore affidabile dei risultati futuri.',
      demo,
      'Fai trading solo con denaro che puoi permetterti di perdere e, in caso di dubbio, chiedi una consulenza indipendente.',
    ],
  },
  {
    slug: 'help-centre',
    type: 3,
    title: 'Centro assistenza',
    paragraphs: [
      'Il centro assistenza risponde alle domande più comuni su account, modalità demo e reale, dati di mercato, ordini, depositi e prelievi.',
      'Per passare dal conto demo al conto reale e viceversa, apri la pagina del tuo account e usa il selettore del conto. Il conto demo parte con un saldo virtuale, così puoi provare ogni funzione.',
      demo,
    ],
  },
  {
    slug: 'online-support',
    type: 3,
    title: 'Assistenza online',
    paragraphs: [
      'L’assistenza online è disponibile tramite il pulsante della chat presente in ogni pagina. Descrivi la tua domanda e, se riguarda una registrazione, indica il numero dell’ordine o della pratica.',
      'Il nostro team non ti chiederà mai la password o un codice di verifica. Chi lo fa non appartiene a SWX.',
    ],
  },
  {
    slug: 'contact',
    type: 3,
    title: 'Contattaci',
    paragraphs: [
      'Per domande su questa dimostrazione, scrivici tramite l’assistenza online. Di solito rispondiamo entro un giorno lavorativo.',
      demo,
    ],
  },
];
