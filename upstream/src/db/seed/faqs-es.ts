import type { SeedFaq } from './seed-types.ts';

/** Spanish questions and answers: the English ones (faqs-en.ts), translated. */
export const faqsEs: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: '¿Qué diferencia hay entre la cuenta demo y la cuenta real?',
    paragraphs: [
      'Toda cuenta nueva empieza en la cuenta demo con 10.000,00 USDT de práctica, para probar órdenes sin riesgo. Puede restablecer el saldo demo desde la página de su cuenta.',
      'La cuenta real contiene lo que usted deposita. Cambie entre ambas en la página de su cuenta; órdenes, saldos e historial se mantienen separados.',
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: '¿Cómo verifico mi identidad?',
    paragraphs: [
      'Abra Préstamo y siga los tres pasos: sus datos, fotos de su documento de identidad (anverso, reverso y una foto suya sosteniéndolo) y su firma. El equipo revisa la solicitud en un máximo de 48 horas.',
      'Si la revisión se rechaza, verá el motivo y el formulario se abrirá con lo que escribió, para corregir solo lo que estaba mal.',
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: '¿Cómo funciona una orden de subida o bajada?',
    paragraphs: [
      'Elige un mercado, una dirección (sube o baja), un importe y un periodo. Al terminar el periodo, la orden se liquida al primer precio registrado en el vencimiento o después.',
      'Si el precio se movió a su favor, recupera el importe más el pago que muestra el botón; si se movió en contra, pierde todo el importe; si no se movió, se le devuelve.',
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: '¿Qué precio liquida mi orden?',
    paragraphs: [
      'El precio de entrada es el último precio registrado al colocar la orden, y el de salida el primer precio registrado en el vencimiento o después. Ambos aparecen en la orden con su hora, así que puede comprobar cada resultado.',
      'Los precios de esta plataforma proceden de un simulador de mercado y se indican como simulados.',
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: '¿Por qué no puedo operar un mercado ahora?',
    paragraphs: [
      'Las acciones, los futuros y algunos mercados de divisas solo cotizan en el horario de su bolsa. Un mercado cerrado muestra el motivo y su próxima apertura, y su formulario de orden queda desactivado hasta entonces.',
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: '¿Cómo deposito?',
    paragraphs: [
      'Vaya a Cuenta y luego a Saldo, y elija moneda y red. Envíe las monedas a la dirección o al código QR mostrado y después envíe el importe y una captura de la transferencia.',
      'El equipo comprueba la transferencia y la abona en su cuenta real; el registro muestra cada paso. Los depósitos mínimos aparecen en el formulario de depósito.',
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: '¿Cuánto tarda un retiro?',
    paragraphs: [
      'Un retiro requiere su contraseña de fondos. El importe queda retenido al instante, el equipo revisa la solicitud y se completa cuando la red confirma la transferencia. La comisión se descuenta del importe y se muestra antes de confirmar.',
      'Si se rechaza una solicitud, el importe retenido vuelve a su saldo y el motivo aparece en sus registros de retiro.',
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: '¿Qué es un plan de trading inteligente?',
    paragraphs: [
      'Un plan invierte un importe durante los días que elija. Su rendimiento diario se extrae del rango del producto al comprar y se paga en cada ciclo; los rendimientos no están garantizados.',
      'Salir antes de tiempo retiene una penalización sobre el capital, que el diálogo de salida muestra antes de confirmar. Invierta solo dinero que pueda permitirse perder.',
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: '¿Cómo funcionan los préstamos con garantía cripto?',
    paragraphs: [
      'Pide prestados USDT contra BTC o ETH por valor del 150 % del préstamo. Los primeros 7 días no tienen intereses; después, 0,05 % al día. La calculadora y el contrato muestran el total exacto antes de firmar.',
      'Los usuarios verificados pueden pedir más. Devuelva el total desde su saldo cuando quiera; el retraso añade penalizaciones.',
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: '¿Adónde va el dinero de los NFT benéficos?',
    paragraphs: [
      'Los NFT se venden en subastas con tiempo límite. La puja ganadora se dona íntegra, y el total donado en la página de NFT sube con el precio de cada venta.',
    ],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: 'Olvidé mi contraseña. ¿Qué hago?',
    paragraphs: [
      'En la página de inicio de sesión elija «¿Olvidó su contraseña?», introduzca su correo electrónico y el código que le enviamos, y elija una contraseña nueva de 6 a 32 caracteres. Restablecerla cierra sus otras sesiones.',
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: '¿Por qué se cerró mi sesión?',
    paragraphs: [
      'Una sesión dura siete días y termina al cerrar sesión o al restablecer la contraseña. Cuando una sesión caduca, la aplicación se lo indica y, al volver a entrar, le devuelve a la página donde estaba.',
    ],
  },
];
