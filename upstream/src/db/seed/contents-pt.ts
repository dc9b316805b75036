import type { SeedContent } from './seed-types.ts';

const demo =
  'A SWX é uma plataforma de demonstração. Todos os preços, gráficos e números de mercado que ela mostra vêm de um simulador de mercado que roda em nossos próprios servidores; nada é cotado de uma bolsa, e nenhuma ordem real chega jamais a um mercado.';

/** Artigos em português (tipo de idioma 2): tipo 1 empresa, 2 políticas, 3 rodapé. */
export const contentsPt: SeedContent[] = [
  {
    slug: 'about-us',
    type: 1,
    title: 'Quem somos',
    paragraphs: [
      'A SWX mostra como pode ser um aplicativo moderno e multilíngue de trading e investimento: consulta de mercados de câmbio, criptomoedas, ações, futuros e metais, ordens de opções, planos de trading inteligente, empréstimos garantidos por criptoativos, NFTs beneficentes, depósitos e saques, com uma conta demo ao lado de uma conta real.',
      demo,
      'O produto é desenvolvido abertamente como implementação de referência. Seu objetivo é permitir que engenheiros, designers e testadores explorem uma experiência completa de trading para pessoas físicas em onze idiomas, sem se conectar aos sistemas de mais ninguém.',
      'Se você tiver dúvidas sobre o projeto, a página de suporte on-line é o caminho mais rápido para falar com a equipe.',
    ],
  },
  {
    slug: 'licence-supervision',
    type: 1,
    title: 'Licença e supervisão',
    paragraphs: [
      'A SWX não possui nenhuma licença de serviços financeiros e não é supervisionada por nenhum regulador financeiro, porque não presta serviços financeiros. Ela não guarda dinheiro de clientes, não executa ordens em nenhum mercado e não oferece recomendação de investimento.',
      demo,
      'Uma plataforma de trading real precisa ser autorizada em cada jurisdição em que atende clientes, por exemplo pela Financial Conduct Authority no Reino Unido ou pela Securities and Exchange Commission nos Estados Unidos. Antes de negociar com qualquer empresa, confira o número da licença dela no registro público do regulador que ela indica.',
    ],
  },
  {
    slug: 'about-advertising',
    type: 1,
    title: 'Sobre publicidade',
    paragraphs: [
      'A SWX não veicula publicidade paga e não vende nem compartilha seus dados com anunciantes. Os números exibidos na página inicial, como o volume médio de 24 horas ou o número de usuários cadastrados, são valores de configuração desta demonstração e estão identificados como tal; não são afirmações sobre um negócio real.',
      'Desconfie de qualquer anúncio que prometa retornos garantidos, trading sem risco ou um rendimento diário fixo. Nenhum investimento verdadeiro pode prometer isso.',
      demo,
    ],
  },
  {
    slug: 'legal-info',
    type: 1,
    title: 'Informações legais',
    paragraphs: [
      'Este serviço é oferecido como demonstração de software, no estado em que se encontra, sem garantias de qualquer tipo. Saldos, ordens, empréstimos, NFTs e recompensas exibidos no aplicativo são registros de um banco de dados de demonstração e não têm valor monetário; não podem ser resgatados, transferidos nem pagos.',
      demo,
      'Marcas e nomes de empresas que aparecem como nomes de instrumentos (por exemplo, em listas de ações ou de futuros) pertencem a seus titulares e são usados apenas para identificar séries de preços simuladas. Seu uso não implica nenhuma afiliação ou endosso.',
    ],
  },
  {
    slug: 'terms',
    type: 2,
    title: 'Termos de serviço',
    paragraphs: [
      'Ao criar uma conta, você concorda em usar a SWX apenas para explorar e testar o produto. Você não deve usá-la para levar alguém a acreditar que ela oferece trading real, depósitos reais ou ganhos reais.',
      'Você é responsável por manter em sigilo sua senha e seus códigos de verificação. Podemos suspender contas que tentem atrapalhar o serviço, procurar vulnerabilidades nele sem permissão ou assediar outros usuários.',
      demo,
      'Podemos alterar estes termos à medida que a demonstração evoluir. A data da última alteração é exibida junto com este artigo.',
    ],
  },
  {
    slug: 'privacy',
    type: 2,
    title: 'Política de privacidade',
    paragraphs: [
      'Guardamos o mínimo necessário para manter sua conta: seu nome de usuário, seu endereço de e-mail, um número de telefone opcional, um hash com sal da sua senha (nunca a senha em si) e os registros que você cria no aplicativo. Os códigos de verificação valem por dez minutos e depois deixam de funcionar.',
      'As sessões de login são identificadas por um token aleatório; guardamos apenas um hash dele, e a sessão termina após sete dias ou quando você redefine sua senha.',
      'Não vendemos dados pessoais e não os compartilhamos com terceiros, exceto quando a lei exige. Você pode pedir a exclusão da sua conta e dos dados dela pelo suporte on-line.',
      demo,
    ],
  },
  {
    slug: 'cookie-policy',
    type: 2,
    title: 'Política de cookies',
    paragraphs: [
      'O aplicativo guarda alguns valores no armazenamento do seu navegador para funcionar como você espera: o idioma escolhido, seu token de login, se você usa a conta demo ou a real e se você já viu a tela de apresentação.',
      'Não usamos cookies de publicidade nem de rastreamento entre sites. Limpar o armazenamento do navegador encerra sua sessão e redefine essas preferências.',
    ],
  },
  {
    slug: 'disclaimer',
    type: 2,
    title: 'Isenção de responsabilidade',
    paragraphs: [
      demo,
      'Os preços simulados seguem um modelo matemático com horários de negociação semelhantes aos dos mercados reais, mas não são previsões e não têm relação com preços reais futuros. Nada no aplicativo é recomendação de investimento, jurídica ou tributária.',
      'Não assumimos nenhuma responsabilidade por decisões tomadas com base em qualquer coisa exibida nesta demonstração.',
    ],
  },
  {
    slug: 'risk-warning',
    type: 2,
    title: 'Aviso de risco',
    paragraphs: [
      'Operar envolve um alto nível de risco, e você pode perder todo o dinheiro que aplicar. Em uma ordem de opções, se no vencimento o preço tiver se movido contra a direção que você escolheu, você perde todo o valor da ordem. Com produtos alavancados, como contratos por diferença (CFDs) e futuros, os preços podem se mover rapidamente contra você e as perdas podem ultrapassar seu depósito inicial.',
      'Os criptoativos são muito voláteis e em grande parte não regulamentados; empréstimos garantidos por eles podem ser liquidados quando os preços caem. Rentabilidade passada não é indicador confiável de resultados futuros.',
      demo,
      'Opere somente com dinheiro que você pode se dar ao luxo de perder e procure orientação independente se tiver dúvidas.',
    ],
  },
  {
    slug: 'help-centre',
    type: 3,
    title: 'Central de ajuda',
    paragraphs: [
      'A central de ajuda responde às perguntas mais comuns sobre contas, os modos demo e real, dados de mercado, ordens, depósitos e saques.',
      'Para alternar entre a conta demo e a conta real, abra a página da sua conta e use o seletor de conta. A conta demo começa com um saldo virtual para que você possa experimentar todos os recursos.',
      demo,
    ],
  },
  {
    slug: 'online-support',
    type: 3,
    title: 'Suporte on-line',
    paragraphs: [
      'O suporte on-line está disponível pelo botão de chat exibido em todas as páginas. Descreva sua dúvida e, se ela se referir a um registro, informe o número da ordem ou do registro.',
      'Nossa equipe nunca pedirá sua senha nem um código de verificação. Quem fizer isso não é da SWX.',
    ],
  },
  {
    slug: 'contact',
    type: 3,
    title: 'Fale conosco',
    paragraphs: [
      'Para dúvidas sobre esta demonstração, escreva para nós pelo suporte on-line. Costumamos responder em até um dia útil.',
      demo,
    ],
  },
];
