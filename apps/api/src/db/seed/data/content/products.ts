import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Nos produits',
  summary:
    'Eaux, jus, sodas, bières, vins, laits, épicerie, hygiène et entretien : un catalogue pensé pour le verre consigné.',
  body: `Notre catalogue réunit l'essentiel des courses de la semaine, choisi pour exister **en contenant
réutilisable**. Tout est rangé par rayons, et chaque produit indique son format et sa consigne.

## Nos rayons

- **Eaux** plates et gazeuses, en grandes bouteilles pour la table ou petites pour la route.
- **Jus** de fruits et de légumes, nectars et jus pressés de vergers proches.
- **Sodas et limonades** artisanales, sirops et boissons sans sucres ajoutés.
- **Bières** blondes, blanches, ambrées, IPA et sans alcool de brasseries indépendantes.
- **Vins, cidres et spiritueux**, en bouteilles consignées quand le producteur le permet.
- **Laits et crèmerie** : lait frais, yaourts et crème en pots de verre.
- **Épicerie salée et sucrée** : pâtes, légumineuses, huiles, confitures, biscuits.
- **Hygiène et entretien** en flacons rechargeables.

## Deux formats, deux caisses

Les bouteilles voyagent dans des caisses qui ne mélangent jamais les formats :

| Format | Caisse | Consigne par bouteille |
| --- | --- | --- |
| Grand format | 12 bouteilles | 0,20 € |
| Petit format | 20 bouteilles | 0,10 € |

Chaque caisse est consignée **3 €**. Votre panier vous indique les caisses complètes et celle qui reste à
compléter, avec des idées de produits du même format.

## Comment nous choisissons

- Des producteurs proches de nos entrepôts, avec des recettes simples.
- Des contenants lavables et réutilisables : une bouteille consignée sert **plus de 40 fois**.
- Des prix affichés clairement, consigne à part, rendue sur votre cagnotte au retour des vides.

## Alcool

Les boissons alcoolisées sont réservées aux personnes de 18 ans ou plus. L'abus d'alcool est dangereux
pour la santé, à consommer avec modération.`,
};

export const products: SeedContentPage = {
  key: 'products',
  slug: 'nos-produits',
  texts: {
    fr,
    be: belgian(fr, [
      ['**Bières** blondes, blanches, ambrées', '**Bières** blondes, blanches, triples, saisons'],
      [
        'pâtes, légumineuses, huiles, confitures, biscuits',
        'pâtes, légumineuses, huiles, confitures, spéculoos',
      ],
    ]),
    es: {
      title: 'Nuestros productos',
      summary:
        'Aguas, zumos, refrescos, cervezas, vinos, leches, alimentación, higiene y limpieza: un catálogo pensado para el vidrio retornable.',
      body: `Nuestro catálogo reúne lo esencial de la compra semanal, elegido para existir **en envase
reutilizable**. Todo está ordenado por secciones, y cada producto indica su formato y su depósito.

## Nuestras secciones

- **Aguas** sin gas y con gas, en botellas grandes para la mesa o pequeñas para llevar.
- **Zumos** de frutas y verduras, néctares y zumos exprimidos de huertos cercanos.
- **Refrescos y limonadas** artesanales, siropes y bebidas sin azúcares añadidos.
- **Cervezas** rubias, de trigo, tostadas, IPA y sin alcohol de cervecerías independientes.
- **Vinos, sidras y licores**, en botellas retornables cuando el productor lo permite.
- **Leches y lácteos**: leche fresca, yogures y nata en tarros de vidrio.
- **Alimentación salada y dulce**: pasta, legumbres, aceites, mermeladas, galletas.
- **Higiene y limpieza** en frascos recargables.

## Dos formatos, dos cajas

Las botellas viajan en cajas que nunca mezclan formatos:

| Formato | Caja | Depósito por botella |
| --- | --- | --- |
| Formato grande | 12 botellas | 0,20 € |
| Formato pequeño | 20 botellas | 0,10 € |

Cada caja lleva un depósito de **3 €**. Tu cesta te muestra las cajas completas y la que queda por
completar, con ideas de productos del mismo formato.

## Cómo elegimos

- Productores cercanos a nuestros almacenes, con recetas sencillas.
- Envases lavables y reutilizables: una botella retornable sirve **más de 40 veces**.
- Precios claros, con el depósito aparte, que se devuelve a tu monedero al recoger los vacíos.

## Alcohol

Las bebidas alcohólicas están reservadas a mayores de 18 años. El abuso de alcohol es peligroso para la
salud; consúmelo con moderación.`,
    },
    'nl-BE': {
      title: 'Onze producten',
      summary:
        'Water, sappen, frisdranken, bieren, wijnen, melk, voeding, verzorging en onderhoud: een assortiment gemaakt voor herbruikbaar glas.',
      body: `Ons assortiment bundelt de basis van je wekelijkse boodschappen, gekozen omdat het bestaat **in een
herbruikbare verpakking**. Alles staat per afdeling, en bij elk product zie je het formaat en het
leeggoed.

## Onze afdelingen

- **Water**, plat en bruisend, in grote flessen voor op tafel of kleine voor onderweg.
- **Sappen** van fruit en groenten, nectars en versgeperste sappen van boomgaarden in de buurt.
- **Frisdranken en limonades** van ambachtelijke makers, siropen en dranken zonder toegevoegde suiker.
- **Bieren**: blond, wit, tripel, IPA en alcoholvrij, van onafhankelijke brouwerijen.
- **Wijnen, ciders en sterke drank**, in herbruikbare flessen wanneer de producent dat toelaat.
- **Melk en zuivel**: verse melk, yoghurt en room in glazen potten.
- **Hartige en zoete voeding**: pasta, peulvruchten, olie, confituur, speculoos.
- **Verzorging en onderhoud** in navulbare flacons.

## Twee formaten, twee bakken

De flessen reizen in bakken waarin de formaten nooit gemengd worden:

| Formaat | Bak | Leeggoed per fles |
| --- | --- | --- |
| Groot formaat | 12 flessen | € 0,20 |
| Klein formaat | 20 flessen | € 0,10 |

Op elke bak staat **€ 3** leeggoed. Je winkelmandje toont de volle bakken en de bak die nog aangevuld
moet worden, met productideeën in hetzelfde formaat.

## Hoe we kiezen

- Producenten dicht bij onze magazijnen, met eenvoudige recepten.
- Afwasbare en herbruikbare verpakkingen: een herbruikbare fles gaat **meer dan 40 keer** mee.
- Duidelijke prijzen, met het leeggoed apart, dat terugkomt in je spaarpot wanneer we het leeggoed
  ophalen.

## Alcohol

Alcoholische dranken zijn voorbehouden aan personen van 18 jaar of ouder. Alcoholmisbruik schaadt de
gezondheid; drink met mate.`,
    },
  },
};
