import { defineMessages } from '../define.js';

/** Editorial pages (page/{slug}) and the first-time page (1ere-fois). */
export default defineMessages({
  fr: {
    'content.breadcrumb': "Fil d'Ariane",
    'content.home': 'Accueil',
    'content.updatedAt': 'Mis à jour le {date}',
    'content.helpTitle': 'Une question ?',
    'content.helpText': 'Notre service client vous répond du lundi au samedi, de 8h30 à 21h30.',
    'content.helpFirstTime': 'Première commande : comment marche la consigne',

    'content.first.title': 'Première commande : comment ça marche',
    'content.first.description':
      'Caisses, consigne et reprise des vides : tout ce qu’il faut savoir avant votre première commande livrée le jour même.',
    'content.first.eyebrow': 'Première fois ?',
    'content.first.heading': 'La consigne, simple comme une livraison',
    'content.first.lead':
      'Vos courses arrivent dans des bouteilles en verre rangées en caisses. Vous payez une petite consigne, le livreur reprend les vides au passage suivant, et nous vous la rendons sur votre cagnotte.',
    'content.first.ctaShop': 'Découvrir les rayons',
    'content.first.ctaFaq': 'Questions fréquentes',
    'content.first.heroBadge': '{amount} rendus par caisse de 12',
    'content.first.stepsTitle': 'En 4 étapes',
    'content.first.step1Title': 'Remplissez vos caisses',
    'content.first.step1Text':
      'Une caisse contient 12 grandes bouteilles ou 20 petites. Les formats ne se mélangent pas : votre panier vous montre ce qu’il reste à compléter.',
    'content.first.step2Title': 'Choisissez votre créneau',
    'content.first.step2Text':
      'Livraison le jour même, de 9h à 21h. Commandez jusqu’à 2 heures avant le début du créneau.',
    'content.first.step3Title': 'Recevez vos courses',
    'content.first.step3Text':
      'Notre livreur arrive en fourgon électrique. La consigne des caisses et des bouteilles est ajoutée à votre commande.',
    'content.first.step4Title': 'Rendez les vides',
    'content.first.step4Text':
      'À la livraison suivante, confiez vos caisses et bouteilles vides au livreur : la consigne est créditée sur votre cagnotte.',
    'content.first.depositTitle': 'Combien coûte la consigne ?',
    'content.first.depositIntro':
      'La consigne n’est pas un coût : c’est une avance, rendue intégralement quand les vides reviennent.',
    'content.first.depositCrate': 'par caisse',
    'content.first.depositCrateText': 'Pour chaque caisse livrée, quel que soit son format.',
    'content.first.depositLarge': 'par grande bouteille',
    'content.first.depositLargeText': 'Grand format, en caisse de 12 bouteilles.',
    'content.first.depositSmall': 'par petite bouteille',
    'content.first.depositSmallText': 'Petit format, en caisse de 20 bouteilles.',
    'content.first.depositExample':
      'Exemple : une caisse de 12 grandes bouteilles, c’est {crate} + 12 × {large} = {total} de consigne, rendus sur votre cagnotte au retour des vides.',
    'content.first.deliveryTitle': 'La livraison',
    'content.first.deliveryHours': 'Le jour même, de 9h à 21h, en fourgon électrique',
    'content.first.deliveryCutoff': 'Commande possible jusqu’à 2 heures avant le créneau',
    'content.first.deliveryFree': 'Offerte dès {threshold} d’achats, sinon {fee}',
    'content.first.deliveryCities': 'Plus de 2 500 villes desservies',
    'content.first.claimsTitle': 'Pourquoi le verre consigné ?',
    'content.first.claimRecycled': 'du verre seulement est recyclé',
    'content.first.claimReused': 'réutilisations pour une bouteille consignée',
    'content.first.claimImpact': 'utilisations suffisent pour un meilleur impact',
    'content.first.faqTitle': 'Questions fréquentes',
    'content.first.faq1Q': 'Puis-je mélanger grandes et petites bouteilles dans une caisse ?',
    'content.first.faq1A':
      'Non : une caisse contient soit 12 grandes bouteilles, soit 20 petites. Votre panier regroupe les produits par format et vous suggère de quoi compléter une caisse entamée.',
    'content.first.faq2Q': 'Quand ma consigne est-elle remboursée ?',
    'content.first.faq2A':
      'Dès que le livreur reprend vos caisses et bouteilles vides, lors de votre livraison suivante. Le montant est crédité sur votre cagnotte et déduit automatiquement de votre prochaine commande.',
    'content.first.faq3Q': 'Dois-je laver les bouteilles ?',
    'content.first.faq3A':
      'Un simple rinçage suffit. Nos partenaires lavent et contrôlent chaque bouteille avant qu’elle reparte chez le producteur.',
    'content.first.faq4Q': 'Et si une bouteille est cassée ?',
    'content.first.faq4A':
      'Une bouteille cassée ou une caisse incomplète ne donne pas lieu au remboursement de sa consigne. Les autres contenants sont remboursés normalement.',
    'content.first.faq5Q': 'Jusqu’à quand puis-je commander ?',
    'content.first.faq5A':
      'Jusqu’à 2 heures avant le début du créneau choisi. Nous livrons tous les jours de 9h à 21h, selon les créneaux de votre zone.',
    'content.first.faq6Q': 'Puis-je commander de l’alcool ?',
    'content.first.faq6A':
      'Oui, si vous avez 18 ans ou plus. Le livreur peut vous demander une pièce d’identité. L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
    'content.first.faq7Q': 'Comment joindre le service client ?',
    'content.first.faq7A': 'Par téléphone ou par chat, du lundi au samedi de 8h30 à 21h30.',
    'content.first.ctaTitle': 'Prêt pour votre première commande ?',
    'content.first.ctaText': 'Vérifiez que nous livrons chez vous, puis remplissez votre première caisse.',
    'content.first.ctaRegister': 'Vérifier mon adresse',
  },
  es: {
    'content.breadcrumb': 'Ruta de navegación',
    'content.home': 'Inicio',
    'content.updatedAt': 'Actualizado el {date}',
    'content.helpTitle': '¿Alguna pregunta?',
    'content.helpText':
      'Nuestro servicio de atención al cliente te responde de lunes a sábado, de 8:30 a 21:30.',
    'content.helpFirstTime': 'Primer pedido: cómo funciona el depósito',

    'content.first.title': 'Primer pedido: cómo funciona',
    'content.first.description':
      'Cajas, depósito y recogida de envases vacíos: todo lo que debes saber antes de tu primer pedido con entrega el mismo día.',
    'content.first.eyebrow': '¿Primera vez?',
    'content.first.heading': 'El envase retornable, tan fácil como una entrega',
    'content.first.lead':
      'Tu compra llega en botellas de vidrio colocadas en cajas. Pagas un pequeño depósito, el repartidor recoge los vacíos en la siguiente visita y te lo devolvemos en tu monedero.',
    'content.first.ctaShop': 'Ver las secciones',
    'content.first.ctaFaq': 'Preguntas frecuentes',
    'content.first.heroBadge': '{amount} devueltos por caja de 12',
    'content.first.stepsTitle': 'En 4 pasos',
    'content.first.step1Title': 'Llena tus cajas',
    'content.first.step1Text':
      'Una caja contiene 12 botellas grandes o 20 pequeñas. Los formatos no se mezclan: tu cesta te muestra lo que falta por completar.',
    'content.first.step2Title': 'Elige tu franja',
    'content.first.step2Text':
      'Entrega el mismo día, de 9:00 a 21:00. Pide hasta 2 horas antes del inicio de la franja.',
    'content.first.step3Title': 'Recibe tu compra',
    'content.first.step3Text':
      'Nuestro repartidor llega en furgoneta eléctrica. El depósito de las cajas y botellas se añade a tu pedido.',
    'content.first.step4Title': 'Devuelve los vacíos',
    'content.first.step4Text':
      'En la siguiente entrega, da tus cajas y botellas vacías al repartidor: el depósito se abona en tu monedero.',
    'content.first.depositTitle': '¿Cuánto cuesta el depósito?',
    'content.first.depositIntro':
      'El depósito no es un gasto: es un adelanto que se te devuelve íntegro cuando vuelven los vacíos.',
    'content.first.depositCrate': 'por caja',
    'content.first.depositCrateText': 'Por cada caja entregada, sea cual sea su formato.',
    'content.first.depositLarge': 'por botella grande',
    'content.first.depositLargeText': 'Formato grande, en caja de 12 botellas.',
    'content.first.depositSmall': 'por botella pequeña',
    'content.first.depositSmallText': 'Formato pequeño, en caja de 20 botellas.',
    'content.first.depositExample':
      'Ejemplo: una caja de 12 botellas grandes son {crate} + 12 × {large} = {total} de depósito, devueltos a tu monedero al recoger los vacíos.',
    'content.first.deliveryTitle': 'La entrega',
    'content.first.deliveryHours': 'El mismo día, de 9:00 a 21:00, en furgoneta eléctrica',
    'content.first.deliveryCutoff': 'Pedidos hasta 2 horas antes de la franja',
    'content.first.deliveryFree': 'Gratuita a partir de {threshold} de compra; si no, {fee}',
    'content.first.deliveryCities': 'Más de 2500 ciudades con servicio',
    'content.first.claimsTitle': '¿Por qué el vidrio retornable?',
    'content.first.claimRecycled': 'del vidrio se recicla; el resto, no',
    'content.first.claimReused': 'reutilizaciones para una botella retornable',
    'content.first.claimImpact': 'usos bastan para un mejor impacto',
    'content.first.faqTitle': 'Preguntas frecuentes',
    'content.first.faq1Q': '¿Puedo mezclar botellas grandes y pequeñas en una caja?',
    'content.first.faq1A':
      'No: una caja contiene 12 botellas grandes o 20 pequeñas. Tu cesta agrupa los productos por formato y te sugiere cómo completar una caja empezada.',
    'content.first.faq2Q': '¿Cuándo se me devuelve el depósito?',
    'content.first.faq2A':
      'En cuanto el repartidor recoge tus cajas y botellas vacías, en tu siguiente entrega. El importe se abona en tu monedero y se descuenta automáticamente de tu próximo pedido.',
    'content.first.faq3Q': '¿Tengo que lavar las botellas?',
    'content.first.faq3A':
      'Basta con enjuagarlas. Nuestros socios lavan y revisan cada botella antes de que vuelva al productor.',
    'content.first.faq4Q': '¿Y si una botella está rota?',
    'content.first.faq4A':
      'Una botella rota o una caja incompleta no da derecho a la devolución de su depósito. Los demás envases se reembolsan con normalidad.',
    'content.first.faq5Q': '¿Hasta cuándo puedo pedir?',
    'content.first.faq5A':
      'Hasta 2 horas antes del inicio de la franja elegida. Entregamos todos los días de 9:00 a 21:00, según las franjas de tu zona.',
    'content.first.faq6Q': '¿Puedo pedir alcohol?',
    'content.first.faq6A':
      'Sí, si tienes 18 años o más. El repartidor puede pedirte un documento de identidad. El abuso de alcohol es peligroso para la salud; consúmelo con moderación.',
    'content.first.faq7Q': '¿Cómo contacto con atención al cliente?',
    'content.first.faq7A': 'Por teléfono o por chat, de lunes a sábado de 8:30 a 21:30.',
    'content.first.ctaTitle': '¿Listo para tu primer pedido?',
    'content.first.ctaText': 'Comprueba que llegamos a tu dirección y llena tu primera caja.',
    'content.first.ctaRegister': 'Comprobar mi dirección',
  },
  'nl-BE': {
    'content.breadcrumb': 'Kruimelpad',
    'content.home': 'Home',
    'content.updatedAt': 'Bijgewerkt op {date}',
    'content.helpTitle': 'Een vraag?',
    'content.helpText': 'Onze klantendienst helpt je van maandag tot zaterdag, van 8.30 tot 21.30 uur.',
    'content.helpFirstTime': 'Eerste bestelling: zo werkt het leeggoed',

    'content.first.title': 'Eerste bestelling: zo werkt het',
    'content.first.description':
      'Bakken, leeggoed en het ophalen ervan: alles wat je moet weten voor je eerste bestelling, dezelfde dag geleverd.',
    'content.first.eyebrow': 'Eerste keer?',
    'content.first.heading': 'Leeggoed, zo eenvoudig als een levering',
    'content.first.lead':
      'Je boodschappen komen in glazen flessen, netjes in bakken. Je betaalt een klein bedrag voor het leeggoed, de chauffeur neemt het mee bij de volgende levering en wij storten het terug in je spaarpot.',
    'content.first.ctaShop': 'Ontdek de afdelingen',
    'content.first.ctaFaq': 'Veelgestelde vragen',
    'content.first.heroBadge': '{amount} terug per bak van 12',
    'content.first.stepsTitle': 'In 4 stappen',
    'content.first.step1Title': 'Vul je bakken',
    'content.first.step1Text':
      'Een bak bevat 12 grote of 20 kleine flessen. De formaten worden niet gemengd: je winkelmandje toont wat er nog bij kan.',
    'content.first.step2Title': 'Kies je tijdslot',
    'content.first.step2Text':
      'Levering dezelfde dag, van 9 tot 21 uur. Bestel tot 2 uur voor het begin van het tijdslot.',
    'content.first.step3Title': 'Ontvang je boodschappen',
    'content.first.step3Text':
      'Onze chauffeur komt met een elektrische bestelwagen. Het leeggoed van bakken en flessen wordt bij je bestelling aangerekend.',
    'content.first.step4Title': 'Geef het leeggoed mee',
    'content.first.step4Text':
      'Geef bij de volgende levering je lege bakken en flessen aan de chauffeur: het bedrag van het leeggoed komt in je spaarpot.',
    'content.first.depositTitle': 'Hoeveel betaal je voor het leeggoed?',
    'content.first.depositIntro':
      'Leeggoed kost je niets: het is een voorschot dat je volledig terugkrijgt zodra je bakken en flessen terugkomen.',
    'content.first.depositCrate': 'per bak',
    'content.first.depositCrateText': 'Voor elke geleverde bak, welk formaat ook.',
    'content.first.depositLarge': 'per grote fles',
    'content.first.depositLargeText': 'Groot formaat, in een bak van 12 flessen.',
    'content.first.depositSmall': 'per kleine fles',
    'content.first.depositSmallText': 'Klein formaat, in een bak van 20 flessen.',
    'content.first.depositExample':
      'Voorbeeld: een bak met 12 grote flessen is {crate} + 12 × {large} = {total} leeggoed, terug in je spaarpot wanneer we het ophalen.',
    'content.first.deliveryTitle': 'De levering',
    'content.first.deliveryHours': 'Dezelfde dag, van 9 tot 21 uur, met een elektrische bestelwagen',
    'content.first.deliveryCutoff': 'Bestellen kan tot 2 uur voor het tijdslot',
    'content.first.deliveryFree': 'Gratis vanaf {threshold}, anders {fee}',
    'content.first.deliveryCities': 'Meer dan 2500 steden en gemeenten',
    'content.first.claimsTitle': 'Waarom herbruikbaar glas?',
    'content.first.claimRecycled': 'van het glas wordt maar gerecycleerd',
    'content.first.claimReused': 'keer hergebruikt: zo lang gaat een fles mee',
    'content.first.claimImpact': 'keer gebruik volstaat voor een betere impact',
    'content.first.faqTitle': 'Veelgestelde vragen',
    'content.first.faq1Q': 'Kan ik grote en kleine flessen in één bak mengen?',
    'content.first.faq1A':
      'Nee: een bak bevat 12 grote of 20 kleine flessen. Je winkelmandje groepeert de producten per formaat en stelt voor hoe je een halfvolle bak aanvult.',
    'content.first.faq2Q': 'Wanneer krijg ik mijn leeggoed terugbetaald?',
    'content.first.faq2A':
      'Zodra de chauffeur je lege bakken en flessen ophaalt, bij je volgende levering. Het bedrag komt in je spaarpot en wordt automatisch van je volgende bestelling afgetrokken.',
    'content.first.faq3Q': 'Moet ik de flessen afwassen?',
    'content.first.faq3A':
      'Even uitspoelen volstaat. Onze partners wassen en controleren elke fles voor ze teruggaat naar de producent.',
    'content.first.faq4Q': 'En als er een fles gebroken is?',
    'content.first.faq4A':
      'Voor een gebroken fles of een onvolledige bak wordt geen leeggoed terugbetaald. De rest van je leeggoed wordt gewoon terugbetaald.',
    'content.first.faq5Q': 'Tot wanneer kan ik bestellen?',
    'content.first.faq5A':
      'Tot 2 uur voor het begin van het gekozen tijdslot. We leveren elke dag van 9 tot 21 uur, volgens de tijdsloten in jouw zone.',
    'content.first.faq6Q': 'Kan ik alcohol bestellen?',
    'content.first.faq6A':
      'Ja, als je 18 jaar of ouder bent. De chauffeur kan een identiteitsbewijs vragen. Alcoholmisbruik schaadt de gezondheid; drink met mate.',
    'content.first.faq7Q': 'Hoe bereik ik de klantendienst?',
    'content.first.faq7A': 'Telefonisch of via chat, van maandag tot zaterdag van 8.30 tot 21.30 uur.',
    'content.first.ctaTitle': 'Klaar voor je eerste bestelling?',
    'content.first.ctaText': 'Kijk of we bij jou leveren en vul daarna je eerste bak.',
    'content.first.ctaRegister': 'Mijn adres controleren',
  },
  be: {
    'content.first.faq7A': 'Par téléphone au 02 588 42 42 ou par chat, du lundi au samedi de 8h30 à 21h30.',
    'content.first.step3Text':
      'Notre livreur arrive en camionnette électrique. La consigne des caisses et des bouteilles est ajoutée à votre commande.',
    'content.first.deliveryHours': 'Le jour même, de 9h à 21h, en camionnette électrique',
  },
});
