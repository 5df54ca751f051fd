import type { HelpCopy } from './help-content-types.js';

/** Spanish help centre. */
export const HELP_ES: HelpCopy = (v) => ({
  about: {
    title: 'Quiénes somos',
    content:
      `<p>${v.site} es un sitio de lotería y juegos en línea con sorteos de lotería, casino en vivo, tragamonedas, juegos de cartas, de pesca y deportes electrónicos de proveedores de juego con licencia.</p>` +
      (v.licence
        ? `<p>${v.site} opera bajo la ${v.licence}. Solo para mayores de edad (18+).</p>`
        : `<p>${v.site} es un sitio de demostración: no tiene licencia de juego y no acepta apuestas con dinero real. Solo para mayores de edad (18+).</p>`) +
      '<p>Nuestro equipo de atención al cliente está disponible las 24 horas desde el botón de atención al cliente de cada página.</p>',
  },
  terms: {
    title: 'Términos y condiciones',
    content:
      `<p>Estos términos se aplican a todas las cuentas de ${v.site}. Al registrarse los acepta.</p>` +
      '<h3>Su cuenta</h3><p>Debe tener al menos 18 años y el juego en línea debe ser legal donde vive. Una cuenta por persona; los datos que facilite deben ser veraces y suyos. Mantenga su contraseña en privado: lo que se haga con su acceso se considera hecho por usted.</p>' +
      `<h3>Depósitos y retiros</h3><p>Los importes son en ${v.currency}. Los depósitos y retiros usan medios de pago a su nombre. Los retiros se pagan a un beneficiario a nombre del titular de la cuenta y requieren su contraseña de fondos. Podemos pedir prueba de identidad antes de pagar.</p>` +
      '<h3>Bonos</h3><p>Cada promoción tiene sus propias reglas, indicadas en la promoción. Un bono puede exigir un volumen de apuestas antes de poder retirarse. El abuso de promociones, como varias cuentas para una persona, anula el bono y sus ganancias.</p>' +
      '<h3>Juego limpio</h3><p>Los resultados de la lotería se sortean con un generador de números aleatorios certificado; la semilla de cada sorteo se compromete antes del cierre de ventas y se publica después, para que cualquiera pueda verificarla. Las trampas, la colusión y el juego automatizado están prohibidos y conllevan el cierre de la cuenta.</p>' +
      '<h3>Cierre de la cuenta</h3><p>Puede pedir a atención al cliente que cierre su cuenta en cualquier momento; primero se le paga el saldo restante. Podemos suspender o cerrar una cuenta que incumpla estos términos, tras explicarle el motivo.</p>',
  },
  privacy: {
    title: 'Política de privacidad',
    content:
      '<h3>Qué guardamos</h3><p>Su nombre de usuario, su contraseña (solo como hash seguro), su número de móvil y correo electrónico si los facilita, sus depósitos, retiros y apuestas, y el historial de inicios de sesión de la cuenta (hora, dirección IP y dispositivo).</p>' +
      '<h3>Para qué</h3><p>Para gestionar su cuenta y pagarle, mantenerla segura (por ejemplo, detectar inicios de sesión que usted no hizo), cumplir nuestras obligaciones legales contra el fraude y el blanqueo de capitales y responder a sus consultas.</p>' +
      '<h3>Cuánto tiempo</h3><p>El historial de inicios de sesión se guarda 90 días. Los registros de la cuenta y de las transacciones se guardan mientras la cuenta esté abierta y después durante el plazo que exija la ley.</p>' +
      '<h3>Sus derechos</h3><p>Puede pedir a atención al cliente una copia de sus datos, su corrección o su eliminación cuando la ley lo permita. Nunca vendemos sus datos.</p>',
  },
  responsible: {
    title: 'Juego responsable',
    content:
      '<p>El juego debe ser entretenimiento, nunca una forma de ganar dinero. Fije un presupuesto y un límite de tiempo antes de jugar, y pare al alcanzarlos.</p>' +
      '<h3>Herramientas que ofrecemos</h3><ul>' +
      '<li><strong>Límites de depósito</strong>: un tope diario, semanal o mensual de depósitos. Contacte con atención al cliente para fijarlo; bajarlo se aplica al instante.</li>' +
      '<li><strong>Pausas</strong>: un descanso de 24 horas a 6 semanas sin poder iniciar sesión. Contacte con atención al cliente para fijarla.</li>' +
      '<li><strong>Autoexclusión</strong>: el cierre de su cuenta durante al menos 6 meses. Contacte con atención al cliente; no se puede deshacer antes de tiempo.</li>' +
      '<li><strong>Recordatorios de sesión</strong>: un aviso del tiempo que lleva jugando. Contacte con atención al cliente para activarlos.</li>' +
      '</ul><p>La configuración por su cuenta en el centro de miembros está en desarrollo; hasta entonces la hace atención al cliente.</p>' +
      '<h3>Señales de alerta</h3><p>Intentar recuperar pérdidas, jugar con dinero destinado a gastos o esconder el juego a los demás son señales para parar y hablar con alguien. Las organizaciones de ayuda al jugador de su país ofrecen apoyo gratuito y confidencial.</p>',
  },
  deposit: {
    title: 'Cómo depositar',
    content:
      '<p>Abra el centro de miembros y elija <strong>Depósito</strong>. Elija un canal de pago, introduzca el importe y confirme.</p>' +
      `<p>Cada depósito es de ${v.depositMin} a ${v.depositMax} ${v.currency}, hasta ${v.depositDaily} depósitos al día.</p>` +
      '<p>El depósito queda pendiente hasta que se confirma el pago; entonces el importe se suma a su billetera principal y recibe un aviso. En este sitio de demostración el único canal es Demo Pay, que no mueve dinero real.</p>',
  },
  'faq-account': { title: 'Cuenta', content: '<p>Registro, inicio de sesión y seguridad de la cuenta.</p>' },
  'faq-account-register': {
    title: '¿Cómo me registro?',
    content: '<p>Elija <strong>Registrarse</strong>, escriba un nombre de usuario y una contraseña (y un móvil si se pide), acepte el acuerdo y envíe. Quedará conectado al momento.</p>',
  },
  'faq-account-password': {
    title: 'He olvidado mi contraseña',
    content: '<p>Elija <strong>¿Olvidó su contraseña?</strong> en el formulario de acceso. Le enviamos un código de un solo uso por SMS o correo; introdúzcalo para fijar una contraseña nueva. Después se cierran todas las sesiones de la cuenta.</p>',
  },
  'faq-account-security': {
    title: '¿Cómo mantengo segura mi cuenta?',
    content: '<p>Active el inicio de sesión en dos pasos en la página de seguridad del centro de miembros, use una contraseña que no use en otro sitio y revise su historial de accesos. Puede cerrar la sesión de cualquier dispositivo que no reconozca.</p>',
  },
  'faq-lottery': { title: 'Sorteos y liquidación de la lotería', content: '<p>Cómo funcionan los sorteos y cuándo se pagan las apuestas.</p>' },
  'faq-lottery-draws': {
    title: '¿Cómo se sortean los números?',
    content: '<p>Cada sorteo usa un generador aleatorio criptográficamente seguro. Su semilla se fija y su hash se publica antes del cierre de ventas, y la semilla se revela tras el sorteo, de modo que cualquiera puede comprobar el resultado.</p>',
  },
  'faq-lottery-settlement': {
    title: '¿Cuándo se paga una apuesta ganadora?',
    content: '<p>Las apuestas se liquidan en cuanto llega el resultado, normalmente en segundos. Las ganancias van directamente a su billetera principal y recibe un aviso. Una apuesta hecha tras el cierre de ventas se rechaza.</p>',
  },
  'faq-games': { title: 'Juegos y billeteras', content: '<p>Casino, tragamonedas y otros juegos.</p>' },
  'faq-games-wallets': {
    title: '¿Por qué un juego tiene su propia billetera?',
    content: '<p>Algunos proveedores usan una billetera aparte. Mueva dinero entre su billetera principal y la del juego con <strong>Transferir</strong> en el centro de miembros; en los sitios de billetera única todos los juegos usan la principal.</p>',
  },
  'faq-games-trial': {
    title: '¿Puedo probar un juego gratis?',
    content: '<p>Los juegos marcados <strong>Prueba gratis</strong> se juegan con crédito de demostración, sin cuenta. Ese crédito no tiene valor y no se puede retirar.</p>',
  },
});
