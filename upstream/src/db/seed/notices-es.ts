import type { SeedNotice } from './seed-types.ts';

/** Avisos en español (tipo de idioma 2). */
export const noticesEs: SeedNotice[] = [
  {
    slug: 'welcome',
    title: 'Bienvenido a la demostración de SWX',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'SWX es una plataforma de demostración: todos los precios son simulados y no interviene dinero real.',
      'Cree una cuenta para probar la cuenta demo, la lista de mercados en directo y los gráficos del detalle de cada mercado.',
    ],
  },
  {
    slug: 'new-features-markets',
    title: 'Novedades: mercados en directo en cinco categorías',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      'La lista de mercados abarca ahora divisas, criptomonedas, acciones, futuros y metales, con una minigráfica de 100 puntos por mercado y precios en directo cada segundo.',
      'Las acciones y los futuros siguen el horario de negociación de su bolsa; fuera de él, sus precios quedan congelados y no se aceptan órdenes sobre ellos.',
    ],
  },
  {
    slug: 'new-features-languages',
    title: 'Novedades: once idiomas de interfaz',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      'La interfaz ya está disponible en inglés, japonés, coreano, alemán, francés, italiano, árabe, portugués, español, chino tradicional y chino simplificado.',
    ],
  },
  {
    slug: 'security-reminder',
    title: 'Recordatorio de seguridad: nunca comparta su código de verificación',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: [
      'Nuestro personal nunca le pedirá su contraseña ni un código de verificación enviado por correo electrónico. Un código es válido durante diez minutos y solo puede usarse una vez.',
    ],
  },
];
