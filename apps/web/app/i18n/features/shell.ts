import { defineMessages } from '../define.js';

/**
 * The shop's shell on every page: the new-build banner, the phones' bottom
 * navigation, the FAQ block (#faq), and the legal notices of an alcohol shop — the minors banner
 * (France: arrêté of 17 October 2016, the online-sale model, verbatim; Belgium: the ages of the law
 * of 24 January 1977 as amended in 2009), the health warning (loi Évin) and each product's age.
 */
export default defineMessages({
  fr: {
    'shell.update.text': 'Une nouvelle version de consigne est disponible.',
    'shell.update.reload': 'Recharger',
    'shell.update.later': 'Plus tard',

    'shell.nav.label': 'Navigation rapide',
    'shell.nav.home': 'Accueil',
    'shell.nav.search': 'Rechercher',
    'shell.nav.cart': 'Panier',
    'shell.nav.account': 'Compte',

    'shell.minors.title': 'Interdiction de vente de boissons alcooliques aux mineurs de moins de 18 ans',
    'shell.minors.text': 'La preuve de majorité de l’acheteur est exigée au moment de la vente en ligne.',
    'shell.minors.source': 'Code de la santé publique, art. L. 3342-1 et L. 3353-3',
    'shell.minors.badge': '-18',
    'shell.health': 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
    'shell.age.badge': '{age}+',
    'shell.age.product': 'Vente interdite aux moins de {age} ans.',
    'shell.age.checkoutTitle': 'Âge minimum de vos articles',
    'shell.age.checkoutLine': 'Interdits aux moins de {age} ans : {products}',
    'shell.age.checkoutProof': 'Une preuve de votre âge peut vous être demandée à la livraison.',

    'shell.faq.title': 'Questions fréquentes',
    'shell.faq.intro':
      'Une question sur une livraison, une consigne ou votre compte ? Voici les réponses aux questions les plus fréquentes.',
    'shell.faq.q1': 'Quand suis-je livré ?',
    'shell.faq.a1':
      'Le jour même pour toute commande passée avant 17h, sur le créneau de votre choix entre 9h et 21h. Vous pouvez commander jusqu’à 2 heures avant le début du créneau.',
    'shell.faq.q2': 'Comment fonctionne la consigne ?',
    'shell.faq.a2':
      'Chaque caisse et chaque bouteille est consignée : 3 € la caisse, 0,10 € la petite bouteille et 0,20 € la grande. Le montant est remboursé sur votre cagnotte dès que le livreur reprend les vides.',
    'shell.faq.q3': 'Comment rendre mes bouteilles vides ?',
    'shell.faq.a3':
      'Rangez-les dans leur caisse et remettez-les au livreur lors de votre prochaine livraison. Un simple rinçage suffit, nous nous occupons du lavage.',
    'shell.faq.q4': 'Pourquoi ne pas mélanger petits et grands formats dans une caisse ?',
    'shell.faq.a4':
      'Une caisse contient 12 grandes ou 20 petites bouteilles, jamais les deux : c’est ce qui permet de les transporter, de les laver et de les réemployer plus de 40 fois.',
    'shell.faq.q5': 'Combien coûte la livraison ?',
    'shell.faq.a5':
      'La livraison est offerte dès 40 € d’achats ; en dessous, elle coûte 3 €. Le panier vous indique ce qu’il reste à ajouter pour en profiter.',
    'shell.faq.q6': 'Comment choisir ou changer mon créneau ?',
    'shell.faq.a6':
      'Le bouton créneau de l’en-tête ouvre les jours et les horaires disponibles ; un créneau complet ne peut pas être choisi. Vous pouvez changer de créneau jusqu’à 2 heures avant son début.',
    'shell.faq.q7': 'Comment payer ?',
    'shell.faq.a7':
      'Vous réglez à la livraison, à la réception de vos caisses : rien n’est débité à la commande. Votre cagnotte est déduite automatiquement du montant à payer.',
    'shell.faq.q8': 'À quoi sert ma cagnotte ?',
    'shell.faq.a8':
      'Les consignes remboursées et vos récompenses de parrainage (10 € par filleul) s’y ajoutent. Elle est déduite automatiquement de votre prochaine commande.',
    'shell.faq.q9': 'Qui peut acheter de l’alcool ?',
    'shell.faq.a9':
      'La vente d’alcool est interdite aux mineurs : en commandant, vous déclarez avoir 18 ans ou plus, et le livreur peut demander une pièce d’identité.',
  },
  be: {
    'shell.minors.title':
      'Vente d’alcool interdite aux moins de 16 ans, et de spiritueux aux moins de 18 ans',
    'shell.minors.text':
      'Bière et vin dès 16 ans ; spiritueux, liqueurs et apéritifs dès 18 ans. Une preuve de votre âge peut être demandée à la livraison.',
    'shell.minors.source': 'Loi du 24 janvier 1977 relative à la protection de la santé des consommateurs',
    'shell.minors.badge': '-16 / -18',
    'shell.faq.a9':
      'En Belgique, la bière et le vin sont vendus dès 16 ans, les spiritueux dès 18 ans : chaque produit indique son âge minimum. En commandant, vous déclarez avoir 18 ans ou plus, et le livreur peut demander une pièce d’identité.',
  },
  es: {
    'shell.update.text': 'Hay una nueva versión de consigne disponible.',
    'shell.update.reload': 'Recargar',
    'shell.update.later': 'Más tarde',

    'shell.nav.label': 'Navegación rápida',
    'shell.nav.home': 'Inicio',
    'shell.nav.search': 'Buscar',
    'shell.nav.cart': 'Cesta',
    'shell.nav.account': 'Cuenta',

    'shell.minors.title': 'Prohibida la venta de bebidas alcohólicas a menores de 18 años',
    'shell.minors.text':
      'Se exige al comprador la prueba de su mayoría de edad en el momento de la venta en línea.',
    'shell.minors.source': 'Code de la santé publique (Francia), art. L. 3342-1 y L. 3353-3',
    'shell.minors.badge': '-18',
    'shell.health': 'El abuso del alcohol es perjudicial para la salud: consúmelo con moderación.',
    'shell.age.badge': '{age}+',
    'shell.age.product': 'Venta prohibida a menores de {age} años.',
    'shell.age.checkoutTitle': 'Edad mínima de tus artículos',
    'shell.age.checkoutLine': 'Prohibidos a menores de {age} años: {products}',
    'shell.age.checkoutProof': 'Se te puede pedir una prueba de tu edad en la entrega.',

    'shell.faq.title': 'Preguntas frecuentes',
    'shell.faq.intro':
      '¿Tienes una pregunta sobre una entrega, un envase o tu cuenta? Aquí tienes las respuestas a las preguntas más frecuentes.',
    'shell.faq.q1': '¿Cuándo recibo mi pedido?',
    'shell.faq.a1':
      'El mismo día para cualquier pedido realizado antes de las 17:00, en la franja que elijas entre las 9:00 y las 21:00. Puedes pedir hasta 2 horas antes del inicio de la franja.',
    'shell.faq.q2': '¿Cómo funciona el depósito?',
    'shell.faq.a2':
      'Cada caja y cada botella llevan un depósito: 3 € la caja, 0,10 € la botella pequeña y 0,20 € la grande. El importe se reembolsa en tu monedero en cuanto el repartidor recoge los envases vacíos.',
    'shell.faq.q3': '¿Cómo devuelvo mis botellas vacías?',
    'shell.faq.a3':
      'Guárdalas en su caja y entrégaselas al repartidor en tu próxima entrega. Basta con enjuagarlas: nosotros nos encargamos del lavado.',
    'shell.faq.q4': '¿Por qué no se mezclan formatos pequeños y grandes en una caja?',
    'shell.faq.a4':
      'Una caja lleva 12 botellas grandes o 20 pequeñas, nunca ambas: así se pueden transportar, lavar y reutilizar más de 40 veces.',
    'shell.faq.q5': '¿Cuánto cuesta la entrega?',
    'shell.faq.a5':
      'La entrega es gratuita a partir de 40 € de compra; por debajo, cuesta 3 €. La cesta te indica cuánto te falta para conseguirla.',
    'shell.faq.q6': '¿Cómo elijo o cambio mi franja horaria?',
    'shell.faq.a6':
      'El botón de franja del encabezado muestra los días y horarios disponibles; una franja completa no se puede elegir. Puedes cambiar de franja hasta 2 horas antes de su inicio.',
    'shell.faq.q7': '¿Cómo pago?',
    'shell.faq.a7':
      'Pagas en la entrega, al recibir tus cajas: no se cobra nada al hacer el pedido. Tu monedero se descuenta automáticamente del importe a pagar.',
    'shell.faq.q8': '¿Para qué sirve mi monedero?',
    'shell.faq.a8':
      'En él se suman los depósitos reembolsados y las recompensas por invitar a amigos (10 € por amigo). Se descuenta automáticamente de tu próximo pedido.',
    'shell.faq.q9': '¿Quién puede comprar alcohol?',
    'shell.faq.a9':
      'La venta de alcohol está prohibida a menores: al hacer un pedido declaras tener 18 años o más, y el repartidor puede pedirte un documento de identidad.',
  },
  'nl-BE': {
    'shell.update.text': 'Er is een nieuwe versie van consigne beschikbaar.',
    'shell.update.reload': 'Herladen',
    'shell.update.later': 'Later',

    'shell.nav.label': 'Snelle navigatie',
    'shell.nav.home': 'Home',
    'shell.nav.search': 'Zoeken',
    'shell.nav.cart': 'Mandje',
    'shell.nav.account': 'Account',

    'shell.minors.title': 'Verkoop van alcohol verboden onder 16 jaar, van sterke drank onder 18 jaar',
    'shell.minors.text':
      'Bier en wijn vanaf 16 jaar; sterke drank, likeuren en aperitieven vanaf 18 jaar. Bij de levering kan een leeftijdsbewijs gevraagd worden.',
    'shell.minors.source':
      'Wet van 24 januari 1977 betreffende de bescherming van de gezondheid van de gebruikers',
    'shell.minors.badge': '-16 / -18',
    'shell.health': 'Alcoholmisbruik schaadt de gezondheid. Geniet, maar drink met mate.',
    'shell.age.badge': '{age}+',
    'shell.age.product': 'Verkoop verboden aan jongeren onder {age} jaar.',
    'shell.age.checkoutTitle': 'Minimumleeftijd van je artikelen',
    'shell.age.checkoutLine': 'Verboden onder {age} jaar: {products}',
    'shell.age.checkoutProof': 'Bij de levering kan een leeftijdsbewijs gevraagd worden.',

    'shell.faq.title': 'Veelgestelde vragen',
    'shell.faq.intro':
      'Een vraag over een levering, het leeggoed of je account? Hier vind je de antwoorden op de meest gestelde vragen.',
    'shell.faq.q1': 'Wanneer word ik geleverd?',
    'shell.faq.a1':
      'Dezelfde dag voor elke bestelling vóór 17 uur, in het tijdslot van je keuze tussen 9 en 21 uur. Je kunt bestellen tot 2 uur voor het begin van het tijdslot.',
    'shell.faq.q2': 'Hoe werkt het leeggoed?',
    'shell.faq.a2':
      'Op elke bak en elke fles betaal je leeggoed: € 3 per bak, € 0,10 per kleine fles en € 0,20 per grote. Het bedrag komt terug in je spaarpot zodra de chauffeur het leeggoed ophaalt.',
    'shell.faq.q3': 'Hoe geef ik mijn lege flessen terug?',
    'shell.faq.a3':
      'Zet ze terug in hun bak en geef ze bij je volgende levering aan de chauffeur. Even omspoelen volstaat, wij zorgen voor de afwas.',
    'shell.faq.q4': 'Waarom geen kleine en grote flessen in één bak?',
    'shell.faq.a4':
      'Een bak bevat 12 grote of 20 kleine flessen, nooit allebei: zo kunnen ze vervoerd, gewassen en meer dan 40 keer hergebruikt worden.',
    'shell.faq.q5': 'Wat kost de levering?',
    'shell.faq.a5':
      'De levering is gratis vanaf € 40 aan aankopen; daaronder kost ze € 3. Je winkelmandje toont hoeveel je nog moet toevoegen.',
    'shell.faq.q6': 'Hoe kies of wijzig ik mijn tijdslot?',
    'shell.faq.a6':
      'De tijdslotknop bovenaan toont de beschikbare dagen en uren; een volzet tijdslot kun je niet kiezen. Je kunt je tijdslot wijzigen tot 2 uur voor het begin.',
    'shell.faq.q7': 'Hoe betaal ik?',
    'shell.faq.a7':
      'Je betaalt bij de levering, wanneer je je bakken ontvangt: bij het bestellen wordt niets afgeschreven. Je spaarpot gaat automatisch af van het te betalen bedrag.',
    'shell.faq.q8': 'Waarvoor dient mijn spaarpot?',
    'shell.faq.a8':
      'Je terugbetaalde leeggoed en je beloningen voor peterschap (€ 10 per petekind) komen erin. Het bedrag gaat automatisch af van je volgende bestelling.',
    'shell.faq.q9': 'Wie mag alcohol kopen?',
    'shell.faq.a9':
      'In België zijn bier en wijn te koop vanaf 16 jaar, sterke drank vanaf 18 jaar: elk product vermeldt zijn minimumleeftijd. Door te bestellen verklaar je 18 jaar of ouder te zijn, en de chauffeur kan een identiteitsbewijs vragen.',
  },
});
