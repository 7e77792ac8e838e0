import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Location de tireuse',
  summary:
    'Une tireuse à bière et des fûts consignés livrés chez vous pour un anniversaire, une fête de voisins ou un pot de départ.',
  body: `Une fête à préparer ? Nous livrons une **tireuse à bière prête à l'emploi** avec des fûts de nos
brasseries partenaires, puis nous reprenons le tout, comme nos caisses de bouteilles.

## Ce qui est compris

- Une tireuse électrique à une ou deux têtes, réfrigérée, qui se branche sur une prise ordinaire.
- Les fûts de 20 litres de votre choix : blonde, blanche, ambrée ou IPA selon les disponibilités.
- Une fiche de mise en service et le nettoyage de la machine après la fête.

## Les tarifs

- **Tireuse offerte dès 2 fûts commandés**, sinon 25 € pour 48 heures.
- Chaque fût est **consigné 30 €**, remboursés sur votre cagnotte quand le livreur le reprend.
- La livraison suit nos règles habituelles : offerte dès 40 € d'achats, sinon 3 €.

## Comment réserver

1. Écrivez-nous **au moins 5 jours avant la date** avec le nombre d'invités et les bières souhaitées.
2. Nous confirmons la disponibilité et le créneau de livraison, entre 9h et 21h.
3. Le livreur installe la tireuse et vous montre comment changer un fût.
4. Au créneau de reprise, il récupère la tireuse et les fûts, vides ou entamés.

## Combien de fûts prévoir ?

Un fût de 20 litres sert environ 80 demis. Comptez un fût pour 25 à 30 invités sur une soirée, et pensez
à compléter avec des eaux et des sodas en bouteilles consignées pour ceux qui ne boivent pas d'alcool.

## Bon à savoir

La location est réservée aux personnes de 18 ans ou plus, et la bière est servie sous votre
responsabilité. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.

Notre service client répond à vos questions du lundi au samedi, de 8h30 à 21h30.`,
};

export const tapRental: SeedContentPage = {
  key: 'tap_rental',
  slug: 'location-de-tireuse',
  texts: {
    fr,
    be: belgian(fr, [
      ['une fête de voisins', 'une fête de quartier'],
      ['Un fût de 20 litres sert environ 80 demis.', 'Un fût de 20 litres sert environ 80 verres de 25 cl.'],
    ]),
    es: {
      title: 'Alquiler de grifo de cerveza',
      summary:
        'Un grifo de cerveza y barriles retornables entregados en casa para un cumpleaños, una fiesta de vecinos o una despedida.',
      body: `¿Preparas una fiesta? Entregamos un **grifo de cerveza listo para usar** con barriles de nuestras
cervecerías asociadas, y después lo recogemos todo, igual que nuestras cajas de botellas.

## Qué incluye

- Un grifo eléctrico refrigerado de una o dos salidas, que se enchufa a una toma normal.
- Los barriles de 20 litros que elijas: rubia, de trigo, tostada o IPA según disponibilidad.
- Una ficha de puesta en marcha y la limpieza de la máquina después de la fiesta.

## Precios

- **Grifo gratis a partir de 2 barriles**; si no, 25 € por 48 horas.
- Cada barril lleva un **depósito de 30 €**, que se abona en tu monedero cuando el repartidor lo recoge.
- La entrega sigue nuestras reglas habituales: gratuita a partir de 40 € de compra; si no, 3 €.

## Cómo reservar

1. Escríbenos **al menos 5 días antes** con el número de invitados y las cervezas que quieres.
2. Confirmamos la disponibilidad y la franja de entrega, entre las 9:00 y las 21:00.
3. El repartidor instala el grifo y te enseña a cambiar un barril.
4. En la franja de recogida, se lleva el grifo y los barriles, vacíos o empezados.

## ¿Cuántos barriles necesito?

Un barril de 20 litros da para unas 80 cañas. Calcula un barril para 25 a 30 invitados en una velada, y
completa con aguas y refrescos en botellas retornables para quienes no beben alcohol.

## Conviene saber

El alquiler está reservado a mayores de 18 años y la cerveza se sirve bajo tu responsabilidad. El abuso
de alcohol es peligroso para la salud; consúmelo con moderación.

Nuestro servicio de atención al cliente responde a tus preguntas de lunes a sábado, de 8:30 a 21:30.`,
    },
    'nl-BE': {
      title: 'Tapinstallatie huren',
      summary:
        'Een biertap en vaten met leeggoed aan huis geleverd voor een verjaardag, een buurtfeest of een afscheidsdrink.',
      body: `Een feest in het vooruitzicht? We leveren een **gebruiksklare biertap** met vaten van onze
partnerbrouwerijen, en halen alles daarna weer op, net zoals onze bakken met flessen.

## Wat zit erbij?

- Een gekoelde elektrische tap met één of twee kranen, die je op een gewoon stopcontact aansluit.
- De vaten van 20 liter van je keuze: blond, wit, amber of IPA, volgens beschikbaarheid.
- Een handleiding om te starten en de reiniging van de installatie na het feest.

## Tarieven

- **Tap gratis vanaf 2 vaten**, anders € 25 voor 48 uur.
- Op elk vat staat **€ 30 leeggoed**, dat in je spaarpot komt wanneer de chauffeur het vat ophaalt.
- De levering volgt onze gewone regels: gratis vanaf € 40, anders € 3.

## Zo reserveer je

1. Stuur ons **minstens 5 dagen op voorhand** een bericht met het aantal gasten en de gewenste bieren.
2. We bevestigen de beschikbaarheid en het levertijdslot, tussen 9 en 21 uur.
3. De chauffeur installeert de tap en toont je hoe je een vat wisselt.
4. Op het afgesproken tijdslot neemt hij de tap en de vaten mee, leeg of aangebroken.

## Hoeveel vaten heb je nodig?

Een vat van 20 liter is goed voor ongeveer 80 pintjes. Reken op één vat voor 25 à 30 gasten op een
avond, en vul aan met water en frisdrank in herbruikbare flessen voor wie geen alcohol drinkt.

## Goed om te weten

Huren kan alleen vanaf 18 jaar, en het bier wordt geschonken onder jouw verantwoordelijkheid.
Alcoholmisbruik schaadt de gezondheid; drink met mate.

Onze klantendienst beantwoordt je vragen van maandag tot zaterdag, van 8.30 tot 21.30 uur.`,
    },
  },
};
