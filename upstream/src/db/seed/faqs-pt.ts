import type { SeedFaq } from './seed-types.ts';

/** Portuguese questions and answers: the English ones (faqs-en.ts), translated. */
export const faqsPt: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: 'Qual é a diferença entre a conta demo e a conta real?',
    paragraphs: [
      'Toda conta nova começa na conta demo com 10.000,00 USDT de dinheiro de treino, para experimentar ordens sem risco. Você pode redefinir o saldo demo na página da sua conta.',
      'A conta real guarda o que você deposita. Alterne entre as duas na página da sua conta; ordens, saldos e histórico ficam separados.',
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: 'Como verifico minha identidade?',
    paragraphs: [
      'Abra Empréstimo e siga os três passos: seus dados, fotos do documento de identidade (frente, verso e uma foto sua segurando-o) e sua assinatura. A equipe analisa o pedido em até 48 horas.',
      'Se a análise for recusada, o motivo aparece e o formulário abre com o que você preencheu, para corrigir só o que estava errado.',
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: 'Como funciona uma ordem de alta ou baixa?',
    paragraphs: [
      'Você escolhe um mercado, uma direção (alta ou baixa), um valor e um período. Ao fim do período, a ordem é liquidada pelo primeiro preço registrado no vencimento ou depois.',
      'Se o preço foi a seu favor, você recebe o valor de volta mais o retorno mostrado no botão; se foi contra, perde todo o valor; se não mudou, o valor é devolvido.',
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: 'Qual preço liquida minha ordem?',
    paragraphs: [
      'O preço de entrada é o último preço registrado quando a ordem foi feita, e o de saída é o primeiro preço registrado no vencimento ou depois. Ambos aparecem na ordem com o horário, para você conferir cada resultado.',
      'Os preços desta plataforma vêm de um simulador de mercado e são identificados como simulados.',
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: 'Por que não consigo negociar um mercado agora?',
    paragraphs: [
      'Ações, futuros e alguns mercados de câmbio só são negociados no horário da sua bolsa. Um mercado fechado mostra o motivo e a próxima abertura, e o formulário de ordem fica desativado até lá.',
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: 'Como faço um depósito?',
    paragraphs: [
      'Vá em Conta e depois em Saldo, e escolha a moeda e a rede. Envie as moedas para o endereço ou QR code mostrado e depois envie o valor e uma captura de tela da transferência.',
      'A equipe confere a transferência e credita sua conta real; o registro mostra cada etapa. Os depósitos mínimos aparecem no formulário de depósito.',
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: 'Quanto tempo leva um saque?',
    paragraphs: [
      'Um saque exige sua senha de fundos. O valor é bloqueado na hora, a equipe analisa o pedido e o saque é concluído quando a rede confirma a transferência. A taxa sai do valor e aparece antes de você confirmar.',
      'Se um pedido for recusado, o valor bloqueado volta ao seu saldo e o motivo aparece nos seus registros de saque.',
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: 'O que é um plano de trading inteligente?',
    paragraphs: [
      'Um plano investe um valor pelo número de dias que você escolher. O rendimento diário é sorteado na faixa do produto na compra e pago a cada ciclo; os rendimentos não são garantidos.',
      'Sair antes do prazo retém uma multa sobre o principal, que a janela de saída mostra antes de confirmar. Invista apenas dinheiro que você pode perder.',
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: 'Como funcionam os empréstimos com garantia em cripto?',
    paragraphs: [
      'Você pega USDT emprestado contra BTC ou ETH no valor de 150 % do empréstimo. Os primeiros 7 dias não têm juros; depois, 0,05 % ao dia. A calculadora e o contrato mostram o total exato antes da assinatura.',
      'Usuários verificados podem pegar mais. Quite o total com seu saldo quando quiser; o atraso acrescenta multas.',
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: 'Para onde vai o dinheiro dos NFTs beneficentes?',
    paragraphs: [
      'Os NFTs são vendidos em leilões com tempo limitado. O lance vencedor é doado por inteiro, e o total de doações na página de NFTs sobe com o preço de cada venda.',
    ],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: 'Esqueci minha senha. O que faço?',
    paragraphs: [
      'Na página de login escolha “Esqueceu a senha?”, informe seu e-mail e o código que enviamos e escolha uma nova senha de 6 a 32 caracteres. Redefinir a senha encerra suas outras sessões.',
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: 'Por que fui desconectado?',
    paragraphs: [
      'Uma sessão dura sete dias e termina quando você sai ou redefine a senha. Quando uma sessão expira, o aplicativo avisa e, depois de entrar de novo, leva você de volta à página onde estava.',
    ],
  },
];
