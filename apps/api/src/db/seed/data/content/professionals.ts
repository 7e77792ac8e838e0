import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Boissons et produits consignés pour les professionnels',
  summary:
    'Cafés, restaurants, bureaux et commerces : vos boissons en verre consigné livrées le jour même, vos vides repris à chaque passage.',
  body: `Vous tenez un café, un restaurant, une épicerie ou vous gérez les courses d'un bureau ? Nous
livrons vos boissons et vos produits du quotidien **en verre consigné**, et nous reprenons les vides à
chaque livraison. Moins de déchets à sortir, moins de stock à gérer.

## Ce que nous proposons

- **Eaux, jus, sodas, bières, vins et spiritueux** de producteurs proches, en grandes et petites bouteilles.
- Du lait, des cafés, des thés et de l'épicerie pour la salle de pause ou la cuisine.
- Des produits d'entretien en contenants réutilisables.

## Pensé pour votre activité

- **Prix affichés hors taxes** sur votre compte professionnel, TVA détaillée sur chaque facture.
- Livraison **le jour même**, de 9h à 21h, en fourgon électrique ; commande possible jusqu'à 2 heures
  avant le créneau.
- Livraison offerte dès 40 € d'achats, sinon 3 €.
- Des caisses de 12 grandes ou 20 petites bouteilles, faciles à empiler en réserve.

## La consigne, sans y penser

La consigne est de 3 € par caisse, 0,20 € par grande bouteille et 0,10 € par petite bouteille. Le
livreur reprend vos caisses vides en déposant les pleines, et la consigne est créditée sur votre
cagnotte, déduite de la commande suivante. Une bouteille consignée est réutilisée **plus de 40 fois** :
de quoi afficher un vrai geste auprès de vos clients.

## Parlons de vos besoins

Volumes réguliers, livraison récurrente, location de tireuse pour un événement : écrivez-nous à
[pro@consigne.app](mailto:pro@consigne.app) en précisant votre activité, votre adresse et vos volumes
habituels. Un membre de l'équipe vous répond sous 24 heures ouvrées, du lundi au samedi de 8h30 à 21h30.

La vente d'alcool est réservée aux personnes majeures ; l'abus d'alcool est dangereux pour la santé.`,
};

export const professionals: SeedContentPage = {
  key: 'professionals',
  slug: 'boissons-produits-consignes-pour-professionnels',
  texts: {
    fr,
    be: belgian(fr, [
      ['Vous tenez un café', 'Vous tenez un bistrot, un café'],
      ['de 9h à 21h, en fourgon électrique', 'de 9h à 21h, en camionnette électrique'],
    ]),
    es: {
      title: 'Bebidas y productos retornables para profesionales',
      summary:
        'Cafeterías, restaurantes, oficinas y comercios: tus bebidas en vidrio retornable entregadas el mismo día y los envases vacíos recogidos en cada visita.',
      body: `¿Llevas una cafetería, un restaurante, una tienda o te ocupas de las compras de una oficina?
Entregamos tus bebidas y productos del día a día **en vidrio retornable** y recogemos los vacíos en cada
entrega. Menos residuos que sacar, menos stock que gestionar.

## Lo que ofrecemos

- **Aguas, zumos, refrescos, cervezas, vinos y licores** de productores cercanos, en botellas grandes y
  pequeñas.
- Leche, cafés, tés y alimentación para la sala de descanso o la cocina.
- Productos de limpieza en envases reutilizables.

## Pensado para tu negocio

- **Precios sin impuestos** en tu cuenta profesional, con el IVA detallado en cada factura.
- Entrega **el mismo día**, de 9:00 a 21:00, en furgoneta eléctrica; puedes pedir hasta 2 horas antes de
  la franja.
- Entrega gratuita a partir de 40 € de compra; si no, 3 €.
- Cajas de 12 botellas grandes o 20 pequeñas, fáciles de apilar en el almacén.

## El depósito, sin pensar en él

El depósito es de 3 € por caja, 0,20 € por botella grande y 0,10 € por botella pequeña. El repartidor
recoge tus cajas vacías al dejar las llenas, y el depósito se abona en tu monedero y se descuenta del
pedido siguiente. Una botella retornable se reutiliza **más de 40 veces**: un gesto real que puedes
mostrar a tus clientes.

## Hablemos de lo que necesitas

Volúmenes regulares, entrega periódica, alquiler de grifo para un evento: escríbenos a
[pro@consigne.app](mailto:pro@consigne.app) indicando tu actividad, tu dirección y tus volúmenes
habituales. Alguien del equipo te responde en 24 horas laborables, de lunes a sábado de 8:30 a 21:30.

La venta de alcohol está reservada a mayores de edad; el abuso de alcohol es peligroso para la salud.`,
    },
    'nl-BE': {
      title: 'Dranken en producten met leeggoed voor professionals',
      summary:
        'Cafés, restaurants, kantoren en winkels: je dranken in herbruikbaar glas dezelfde dag geleverd, je leeggoed bij elke levering opgehaald.',
      body: `Heb je een café, een restaurant of een winkel, of regel je de boodschappen voor een kantoor? We
leveren je dranken en dagelijkse producten **in herbruikbaar glas**, en we nemen het leeggoed bij
elke levering mee. Minder afval buitenzetten, minder voorraad beheren.

## Wat we aanbieden

- **Water, sappen, frisdranken, bieren, wijnen en sterke drank** van producenten uit de buurt, in grote en
  kleine flessen.
- Melk, koffie, thee en voeding voor de pauzeruimte of de keuken.
- Onderhoudsproducten in herbruikbare verpakkingen.

## Gemaakt voor jouw zaak

- **Prijzen exclusief btw** op je professionele account, met de btw apart op elke factuur.
- Levering **dezelfde dag**, van 9 tot 21 uur, met een elektrische bestelwagen; bestellen kan tot 2 uur
  voor het tijdslot.
- Gratis levering vanaf € 40, anders € 3.
- Bakken van 12 grote of 20 kleine flessen, makkelijk te stapelen in je berging.

## Leeggoed zonder zorgen

Het leeggoed bedraagt € 3 per bak, € 0,20 per grote fles en € 0,10 per kleine fles. De chauffeur
neemt je lege bakken mee wanneer hij de volle levert, en het leeggoed komt in je spaarpot en wordt van
je volgende bestelling afgetrokken. Een herbruikbare fles wordt **meer dan 40 keer hergebruikt**: een
tastbaar gebaar dat je aan je klanten kunt tonen.

## Laten we praten over wat je nodig hebt

Vaste volumes, terugkerende leveringen, een tapinstallatie voor een evenement: mail ons op
[pro@consigne.app](mailto:pro@consigne.app) met je activiteit, je adres en je gebruikelijke volumes.
Iemand van ons team antwoordt binnen 24 werkuren, van maandag tot zaterdag van 8.30 tot 21.30 uur.

Alcohol verkopen we alleen aan meerderjarigen; alcoholmisbruik schaadt de gezondheid.`,
    },
  },
};
