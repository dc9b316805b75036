import type { SeedContent } from './seed-types.ts';

const demo =
  'SWX es una plataforma de demostración. Cada precio, gráfico y cifra de mercado que muestra procede de un simulador de mercado que funciona en nuestros propios servidores; nada se cotiza desde una bolsa y ninguna orden real llega nunca a un mercado.';

/** Artículos en español (tipo de idioma 2): tipo 1 empresa, 2 políticas, 3 pie de página. */
export const contentsEs: SeedContent[] = [
  {
    slug: 'about-us',
    type: 1,
    title: 'Quiénes somos',
    paragraphs: [
      'SWX muestra cómo puede ser una aplicación moderna y multilingüe de trading e inversión: consulta de mercados de divisas, criptomonedas, acciones, futuros y metales, órdenes de opciones, planes de trading inteligente, préstamos respaldados por criptoactivos, NFT benéficos, depósitos y retiros, con una cuenta demo junto a una cuenta real.',
      demo,
      'El producto se desarrolla de forma abierta como implementación de referencia. Su propósito es que ingenieros, diseñadores y testers puedan explorar una experiencia completa de trading minorista en once idiomas sin conectarse a los sistemas de nadie más.',
      'Si tiene preguntas sobre el proyecto, la página de soporte en línea es la forma más rápida de contactar con el equipo.',
    ],
  },
  {
    slug: 'licence-supervision',
    type: 1,
    title: 'Licencia y supervisión',
    paragraphs: [
      'SWX no tiene ninguna licencia de servicios financieros ni está supervisada por ningún regulador financiero, porque no presta servicios financieros. No custodia dinero de clientes, no ejecuta órdenes en ningún mercado ni ofrece asesoramiento de inversión.',
      demo,
      'Una plataforma de trading real debe estar autorizada en cada jurisdicción en la que atiende a clientes, por ejemplo por la Financial Conduct Authority en el Reino Unido o la Securities and Exchange Commission en Estados Unidos. Antes de operar con cualquier empresa, compruebe su número de licencia en el registro público del regulador que indique.',
    ],
  },
  {
    slug: 'about-advertising',
    type: 1,
    title: 'Sobre la publicidad',
    paragraphs: [
      'SWX no publica anuncios de pago y no vende ni comparte sus datos con anunciantes. Las cifras de la página de inicio, como el volumen medio de 24 horas o el número de usuarios registrados, son valores de configuración de esta demostración y así se indican; no son afirmaciones sobre un negocio real.',
      'Desconfíe de cualquier anuncio que prometa rentabilidades garantizadas, trading sin riesgo o un rendimiento diario fijo. Ninguna inversión auténtica puede prometer eso.',
      demo,
    ],
  },
  {
    slug: 'legal-info',
    type: 1,
    title: 'Información legal',
    paragraphs: [
      'Este servicio se ofrece como demostración de software, tal cual, sin garantías de ningún tipo. Los saldos, órdenes, préstamos, NFT y recompensas que muestra la aplicación son registros de una base de datos de demostración y no tienen valor monetario; no se pueden canjear, transferir ni cobrar.',
      demo,
      'Las marcas y nombres de empresas que aparecen como nombres de instrumentos (por ejemplo, en listas de acciones o futuros) pertenecen a sus titulares y se usan solo para identificar series de precios simuladas. Su uso no implica afiliación ni respaldo alguno.',
    ],
  },
  {
    slug: 'terms',
    type: 2,
    title: 'Términos del servicio',
    paragraphs: [
      'Al crear una cuenta, usted acepta usar SWX solo para explorar y probar el producto. No debe usarlo para hacer creer a nadie que ofrece trading real, depósitos reales o ganancias reales.',
      'Usted es responsable de mantener en secreto su contraseña y sus códigos de verificación. Podemos suspender las cuentas que intenten perturbar el servicio, buscar vulnerabilidades en él sin permiso o acosar a otros usuarios.',
      demo,
      'Podemos modificar estos términos a medida que evolucione la demostración. La fecha del último cambio se muestra junto a este artículo.',
    ],
  },
  {
    slug: 'privacy',
    type: 2,
    title: 'Política de privacidad',
    paragraphs: [
      'Guardamos lo mínimo necesario para gestionar su cuenta: su nombre de usuario, su dirección de correo electrónico, un número de teléfono opcional, un hash con sal de su contraseña (nunca la contraseña en sí) y los registros que usted crea en la aplicación. Los códigos de verificación son válidos durante diez minutos y después dejan de servir.',
      'Las sesiones se identifican con un token aleatorio; solo guardamos un hash de él, y la sesión termina a los siete días o cuando restablece su contraseña.',
      'No vendemos datos personales ni los compartimos con terceros salvo cuando la ley lo exige. Puede solicitar que se eliminen su cuenta y sus datos a través del soporte en línea.',
      demo,
    ],
  },
  {
    slug: 'cookie-policy',
    type: 2,
    title: 'Política de cookies',
    paragraphs: [
      'La aplicación guarda algunos valores en el almacenamiento de su navegador para funcionar como espera: el idioma elegido, su token de sesión, si usa la cuenta demo o la real y si ya ha visto la pantalla de presentación.',
      'No usamos cookies publicitarias ni de seguimiento entre sitios. Borrar el almacenamiento del navegador cierra su sesión y restablece estas preferencias.',
    ],
  },
  {
    slug: 'disclaimer',
    type: 2,
    title: 'Aviso legal',
    paragraphs: [
      demo,
      'Los precios simulados siguen un modelo matemático con horarios de negociación parecidos a los de los mercados reales, pero no son previsiones y no guardan relación con los precios reales futuros. Nada en la aplicación constituye asesoramiento de inversión, jurídico o fiscal.',
      'No aceptamos responsabilidad alguna por decisiones tomadas a partir de cualquier cosa mostrada en esta demostración.',
    ],
  },
  {
    slug: 'risk-warning',
    type: 2,
    title: 'Advertencia de riesgo',
    paragraphs: [
      'Operar conlleva un alto nivel de riesgo y puede perder todo el dinero que invierta. En una orden de opciones, si al vencimiento el precio se ha movido en contra de la dirección que eligió, pierde todo el importe de la orden. Con productos apalancados como los contratos por diferencias (CFD) y los futuros, los precios pueden moverse rápidamente en su contra y las pérdidas pueden superar su depósito inicial.',
      'Los criptoactivos son muy volátiles y en gran parte no están regulados; los préstamos respaldados por ellos pueden liquidarse cuando bajan los precios. La rentabilidad pasada no es un indicador fiable de resultados futuros.',
      demo,
      'Opere solo con dinero que pueda permitirse perder y busque asesoramiento independiente si tiene dudas.',
    ],
  },
  {
    slug: 'help-centre',
    type: 3,
    title: 'Centro de ayuda',
    paragraphs: [
      'El centro de ayuda responde a las preguntas frecuentes sobre cuentas, los modos demo y real, datos de mercado, órdenes, depósitos y retiros.',
      'Para cambiar entre la cuenta demo y la real, abra la página de su cuenta y use el selector de cuenta. La cuenta demo empieza con un saldo virtual para que pueda probar todas las funciones.',
      demo,
    ],
  },
  {
    slug: 'online-support',
    type: 3,
    title: 'Soporte en línea',
    paragraphs: [
      'El soporte en línea está disponible desde el botón de chat que aparece en cada página. Describa su pregunta y, si se refiere a un registro, incluya su número de orden o de registro.',
      'Nuestro equipo nunca le pedirá su contraseña ni un código de verificación. Quien lo haga no es de SWX.',
    ],
  },
  {
    slug: 'contact',
    type: 3,
    title: 'Contacto',
    paragraphs: [
      'Si tiene preguntas sobre esta demostración, escríbanos a través del soporte en línea. Solemos responder en un día hábil.',
      demo,
    ],
  },
];
