import type { SeedNotice } from './seed-types.ts';

/** Avisos em português (tipo de idioma 2). */
export const noticesPt: SeedNotice[] = [
  {
    slug: 'welcome',
    title: 'Bem-vindo à demonstração da SWX',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'A SWX é uma plataforma de demonstração: todos os preços são simulados e nenhum dinheiro real está envolvido.',
      'Crie uma conta para experimentar a conta demo, a lista de mercados ao vivo e os gráficos do detalhe de cada mercado.',
    ],
  },
  {
    slug: 'new-features-markets',
    title: 'Novidades: mercados ao vivo em cinco categorias',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      'A lista de mercados agora abrange câmbio, criptomoedas, ações, futuros e metais, com um minigráfico de 100 pontos por mercado e preços ao vivo enviados a cada segundo.',
      'Ações e futuros seguem o horário de negociação da sua bolsa; fora dele, os preços ficam parados e ordens nesses mercados não são aceitas.',
    ],
  },
  {
    slug: 'new-features-languages',
    title: 'Novidades: onze idiomas de interface',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      'A interface agora está disponível em inglês, japonês, coreano, alemão, francês, italiano, árabe, português, espanhol, chinês tradicional e chinês simplificado.',
    ],
  },
  {
    slug: 'security-reminder',
    title: 'Lembrete de segurança: nunca compartilhe seu código de verificação',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: [
      'Nossa equipe nunca pedirá sua senha nem um código de verificação enviado por e-mail. Um código vale por dez minutos e só pode ser usado uma vez.',
    ],
  },
];
