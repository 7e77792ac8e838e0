import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Qui sommes-nous ?',
  summary:
    "Une équipe de livreurs, préparateurs et passionnés du réemploi qui remet la consigne au goût du jour, de l'entrepôt à votre porte.",
  body: `Nous sommes une équipe d'épiciers, de livreurs, de logisticiens et de développeurs réunis autour
d'une idée simple : **la bouteille la plus écologique est celle qu'on remplit à nouveau**.

## D'où nous venons

Nos grands-parents rapportaient leurs bouteilles à l'épicerie du coin. Le geste a disparu avec
l'emballage jetable. Nous avons voulu le faire revenir, mais avec ce qu'on attend aujourd'hui : une
commande en ligne, un créneau choisi, une livraison **le jour même**.

## Ce que nous faisons chaque jour

- **Sélectionner** des produits en verre consigné auprès de producteurs proches de nos entrepôts.
- **Préparer** vos caisses de 12 grandes ou 20 petites bouteilles, sans jamais mélanger les formats.
- **Livrer** en fourgon électrique, de 9h à 21h, et **reprendre vos vides** au passage suivant.
- **Laver et renvoyer** les bouteilles aux producteurs, pour qu'elles servent plus de 40 fois.

## Nos entrepôts

Chaque entrepôt dessert sa région et fixe ses créneaux. Ensemble, ils couvrent déjà **plus de 2 500
villes**, et de nouvelles zones ouvrent régulièrement.

## Ce qui nous guide

- La transparence : la consigne est affichée à part et rendue intégralement sur votre cagnotte.
- La simplicité : commander doit rester aussi facile qu'au supermarché, sans le sac de bouteilles à
  rapporter.
- La proximité : un service client joignable **du lundi au samedi, de 8h30 à 21h30**, par des personnes
  qui connaissent les tournées.

## Un projet ouvert

Le logiciel de notre boutique est **open source** : tout commerçant qui souhaite lancer une livraison en
contenants consignés peut s'en inspirer ou le réutiliser. Le réemploi, c'est aussi pour le code.`,
};

export const who: SeedContentPage = {
  key: 'who',
  slug: 'qui-sommes-nous',
  texts: {
    fr,
    be: belgian(fr, [
      [
        "rapportaient leurs bouteilles à l'épicerie du coin",
        'rapportaient leurs vidanges au magasin du coin',
      ],
    ]),
    es: {
      title: '¿Quiénes somos?',
      summary:
        'Un equipo de repartidores, preparadores y apasionados de la reutilización que devuelve la vida al envase retornable, del almacén a tu puerta.',
      body: `Somos un equipo de tenderos, repartidores, logistas y desarrolladores unidos por una idea sencilla:
**la botella más ecológica es la que se vuelve a llenar**.

## De dónde venimos

Nuestros abuelos devolvían sus botellas a la tienda del barrio. El gesto desapareció con los envases de
usar y tirar. Quisimos recuperarlo, pero con lo que hoy esperamos: un pedido en línea, una franja horaria
elegida y una entrega **el mismo día**.

## Lo que hacemos cada día

- **Seleccionar** productos en vidrio retornable de productores cercanos a nuestros almacenes.
- **Preparar** tus cajas de 12 botellas grandes o 20 pequeñas, sin mezclar nunca los formatos.
- **Entregar** en furgoneta eléctrica, de 9:00 a 21:00, y **recoger tus envases vacíos** en la siguiente visita.
- **Lavar y devolver** las botellas a los productores, para que sirvan más de 40 veces.

## Nuestros almacenes

Cada almacén da servicio a su región y fija sus franjas. Juntos ya cubren **más de 2500 ciudades**, y
abrimos nuevas zonas con regularidad.

## Lo que nos guía

- La transparencia: el depósito se muestra aparte y se devuelve íntegro en tu monedero.
- La sencillez: pedir debe ser tan fácil como en el supermercado, sin la bolsa de botellas que devolver.
- La cercanía: un servicio de atención al cliente disponible **de lunes a sábado, de 8:30 a 21:30**,
  atendido por personas que conocen los repartos.

## Un proyecto abierto

El software de nuestra tienda es **de código abierto**: cualquier comercio que quiera lanzar una entrega
en envases retornables puede inspirarse en él o reutilizarlo. Reutilizar también vale para el código.`,
    },
    'nl-BE': {
      title: 'Wie zijn we?',
      summary:
        'Een team van chauffeurs, orderpickers en fans van hergebruik dat leeggoed weer vanzelfsprekend maakt, van magazijn tot aan je deur.',
      body: `We zijn een team van kruideniers, chauffeurs, logistiekers en ontwikkelaars met één eenvoudig idee:
**de meest ecologische fles is de fles die opnieuw gevuld wordt**.

## Waar we vandaan komen

Onze grootouders brachten hun leeggoed terug naar de winkel om de hoek. Met de wegwerpverpakking
verdween dat gebaar. Wij wilden het terugbrengen, maar met wat je vandaag verwacht: online bestellen,
zelf een tijdslot kiezen en een levering **dezelfde dag**.

## Wat we elke dag doen

- **Selecteren**: producten in herbruikbaar glas van producenten dicht bij onze magazijnen.
- **Klaarzetten**: je bakken van 12 grote of 20 kleine flessen, zonder de formaten ooit te mengen.
- **Leveren** met een elektrische bestelwagen, van 9 tot 21 uur, en **je leeggoed ophalen** bij de
  volgende levering.
- **Wassen en terugsturen**: de flessen gaan terug naar de producenten en dienen meer dan 40 keer.

## Onze magazijnen

Elk magazijn bedient zijn regio en bepaalt zijn tijdsloten. Samen bereiken ze al **meer dan 2500 steden
en gemeenten**, en er komen geregeld nieuwe zones bij.

## Wat ons drijft

- Transparantie: het leeggoed staat apart vermeld en je krijgt het volledig terug in je spaarpot.
- Eenvoud: bestellen moet even makkelijk zijn als in de supermarkt, zonder zak vol flessen om terug te
  brengen.
- Nabijheid: een klantendienst die bereikbaar is **van maandag tot zaterdag, van 8.30 tot 21.30 uur**,
  met mensen die de rondes kennen.

## Een open project

De software van onze winkel is **open source**: elke handelaar die leveringen in herbruikbare
verpakkingen wil starten, kan er inspiratie uit halen of hem hergebruiken. Hergebruik geldt ook voor code.`,
    },
  },
};
