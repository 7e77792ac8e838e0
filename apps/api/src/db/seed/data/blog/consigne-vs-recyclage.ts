import { belgian, type SeedBlogPost, type SeedBlogText } from './types.js';

const fr: SeedBlogText = {
  title: 'Pourquoi la consigne plutôt que le recyclage ?',
  excerpt:
    'Seulement 26 % du verre est réellement recyclé en bouteilles neuves. Une bouteille consignée, elle, peut resservir plus de 40 fois. On vous explique pourquoi le réemploi gagne dès la troisième utilisation.',
  body: `Jeter sa bouteille dans le conteneur à verre donne bonne conscience. Pourtant, le recyclage n'est que la **dernière** solution de la chaîne : avant de refondre, il vaut mieux réutiliser.

## Le recyclage, un cycle qui coûte cher

Pour recycler une bouteille, il faut la collecter, la broyer, puis refondre le calcin dans un four chauffé à plus de 1 500 °C. Et tout ne revient pas : **seulement 26 % du verre** que nous jetons redevient réellement une bouteille neuve. Le reste est perdu, trié en mélange ou transformé en matériaux de moindre valeur.

## Le réemploi : laver plutôt que refondre

Une bouteille consignée suit un chemin beaucoup plus court. Vous la rendez au livreur, elle part au lavage, elle est contrôlée puis remplie à nouveau. Une bouteille en verre épais résiste très bien à ce traitement : elle peut être **réutilisée plus de 40 fois** avant d'être, enfin, recyclée.

Le lavage consomme de l'eau et de l'énergie, bien sûr. Mais les analyses de cycle de vie sont claires : **dès 3 utilisations**, une bouteille réemployée a un meilleur impact qu'une bouteille à usage unique, même recyclée. Au-delà, l'écart ne fait que se creuser.

## Pourquoi ça marche chez nous

- **Des caisses standard** : 12 grandes ou 20 petites bouteilles, jamais mélangées, faciles à empiler dans nos fourgons électriques.
- **Une collecte sans effort** : vous rendez vos vides au livreur lors de la livraison suivante, sans déplacement.
- **Une consigne remboursée** : 0,20 € par grande bouteille, 0,10 € par petite, 3 € par caisse, crédités sur votre cagnotte.

## Et le recyclage dans tout ça ?

Il reste indispensable ! Une bouteille ébréchée ou trop usée est écartée au lavage et part au recyclage. La consigne ne remplace pas le tri : elle repousse simplement le moment où l'on en a besoin.

Bref, la meilleure bouteille est celle qu'on n'a pas besoin de fabriquer. Chaque caisse que vous nous rendez, c'est une quarantaine de bouteilles neuves en moins.`,
};

export const consigneVsRecyclage: SeedBlogPost = {
  slug: 'pourquoi-la-consigne-plutot-que-le-recyclage',
  publishedAt: '2026-11-04T08:00:00Z',
  author: 'Camille Dufour',
  coverIcon: 'recycling-symbol',
  coverColor: '#DFF1E4',
  texts: {
    fr,
    be: belgian(fr, [
      ['dans le conteneur à verre', 'dans la bulle à verre'],
      ['Bref, la meilleure bouteille', 'Allez, en résumé : la meilleure bouteille'],
    ]),
    es: {
      title: '¿Por qué el envase retornable y no el reciclaje?',
      excerpt:
        'Solo el 26 % del vidrio se recicla de verdad en botellas nuevas. Una botella retornable puede reutilizarse más de 40 veces. Te explicamos por qué la reutilización gana desde el tercer uso.',
      body: `Tirar la botella al contenedor verde tranquiliza la conciencia. Sin embargo, el reciclaje es la **última** solución de la cadena: antes de fundir, es mejor reutilizar.

## El reciclaje, un ciclo costoso

Para reciclar una botella hay que recogerla, triturarla y fundir el vidrio en un horno a más de 1 500 °C. Y no todo vuelve: **solo el 26 % del vidrio** que tiramos se convierte de verdad en una botella nueva. El resto se pierde o acaba en materiales de menor valor.

## La reutilización: lavar en vez de fundir

Una botella retornable recorre un camino mucho más corto. Se la devuelves al repartidor, va al lavado, se revisa y se vuelve a llenar. Una botella de vidrio grueso aguanta muy bien el proceso: puede **reutilizarse más de 40 veces** antes de reciclarse.

El lavado consume agua y energía, claro. Pero los análisis de ciclo de vida son claros: **a partir de 3 usos**, una botella reutilizada tiene mejor impacto que una de un solo uso, aunque se recicle. Y la diferencia no deja de crecer.

## Por qué funciona con nosotros

- **Cajas estándar**: 12 botellas grandes o 20 pequeñas, nunca mezcladas, fáciles de apilar en nuestras furgonetas eléctricas.
- **Recogida sin esfuerzo**: devuelves los envases vacíos al repartidor en la siguiente entrega.
- **Depósito reembolsado**: 0,20 € por botella grande, 0,10 € por pequeña y 3 € por caja, abonados en tu monedero.

## ¿Y el reciclaje?

¡Sigue siendo imprescindible! Una botella desportillada o demasiado gastada se descarta en el lavado y se recicla. El envase retornable no sustituye a la separación de residuos: solo retrasa el momento en que hace falta.

En resumen, la mejor botella es la que no hay que fabricar. Cada caja que nos devuelves son unas cuarenta botellas nuevas menos.`,
    },
    'nl-BE': {
      title: 'Waarom leeggoed in plaats van recyclage?',
      excerpt:
        'Slechts 26 % van het glas wordt echt gerecycleerd tot nieuwe flessen. Een herbruikbare fles kan meer dan 40 keer opnieuw gebruikt worden. We leggen uit waarom hergebruik al vanaf drie keer wint.',
      body: `Je fles in de glasbol gooien geeft een goed gevoel. Toch is recyclage de **laatste** stap in de keten: vóór je iets omsmelt, gebruik je het beter opnieuw.

## Recyclage, een dure kringloop

Om een fles te recycleren moet ze opgehaald, vermalen en in een oven van meer dan 1 500 °C omgesmolten worden. En niet alles komt terug: **slechts 26 % van het glas** dat we weggooien wordt echt weer een nieuwe fles. De rest gaat verloren of wordt een materiaal van mindere kwaliteit.

## Hergebruik: wassen in plaats van smelten

Een fles met leeggoed legt een veel korter parcours af. Je geeft ze mee met de chauffeur, ze gaat naar de wasstraat, wordt gecontroleerd en opnieuw gevuld. Een fles van dik glas kan daar goed tegen: ze gaat **meer dan 40 keer** mee voor ze uiteindelijk gerecycleerd wordt.

Wassen kost natuurlijk water en energie. Maar levenscyclusanalyses zijn duidelijk: **vanaf 3 keer gebruik** heeft een herbruikbare fles een betere impact dan een wegwerpfles, zelfs als die gerecycleerd wordt. Daarna wordt het verschil alleen maar groter.

## Waarom het bij ons werkt

- **Standaardbakken**: 12 grote of 20 kleine flessen, nooit gemengd, makkelijk te stapelen in onze elektrische bestelwagens.
- **Ophaling zonder moeite**: je geeft je leeggoed mee bij de volgende levering, je hoeft nergens naartoe.
- **Leeggoed terugbetaald**: € 0,20 per grote fles, € 0,10 per kleine en € 3 per bak, op je spaarpot.

## En recyclage dan?

Blijft onmisbaar! Een fles met een barst of te veel slijtage wordt bij het wassen uitgesorteerd en gaat naar de recyclage. Leeggoed vervangt het sorteren niet: het stelt het moment alleen uit.

Kortom: de beste fles is de fles die we niet moeten maken. Elke bak die je terugbrengt, betekent een veertigtal nieuwe flessen minder.`,
    },
  },
};
