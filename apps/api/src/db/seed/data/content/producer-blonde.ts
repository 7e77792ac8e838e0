import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Qui se cache derrière la bière blonde ?',
  summary:
    "Rencontre avec la Brasserie du Ch'Nord, qui brasse notre blonde bio et remplit ses bouteilles consignées plus de 40 fois.",
  body: `Notre bière blonde bio ne vient pas de loin. Elle est brassée par la **Brasserie du Ch'Nord**, une
petite brasserie indépendante installée dans une ancienne grange, à une demi-heure de notre entrepôt.

## Une recette courte

- De l'orge maltée et du houblon issus de l'agriculture biologique.
- Une levure maison, gardée précieusement depuis les premiers brassins.
- Une refermentation en bouteille, qui donne à la blonde sa bulle fine et ses notes de céréales.

Le résultat : une blonde désaltérante, peu amère, qui accompagne aussi bien un apéritif qu'une carbonade.

## Des bouteilles qui reviennent

La brasserie a fait le choix du **verre consigné** dès son ouverture. Les bouteilles que notre livreur
reprend chez vous sont lavées, contrôlées, puis renvoyées au brasseur pour être remplies à nouveau. Une
même bouteille peut faire ce voyage **plus de 40 fois**, et son bilan dépasse celui d'une bouteille
jetable dès **3 utilisations**.

## Deux formats

- **Petit format** (33 cl), en caisse de 20 bouteilles : 0,10 € de consigne par bouteille.
- **Grand format** (75 cl), en caisse de 12 bouteilles à partager : 0,20 € de consigne par bouteille.

Chaque caisse est consignée 3 €, et toute la consigne revient sur votre cagnotte quand les vides sont
repris.

## Ce que dit le brasseur

« Avant, je voyais partir mes bouteilles et je savais qu'elles finiraient au conteneur. Aujourd'hui,
je reconnais certaines caisses qui reviennent pour la dixième fois. C'est la meilleure reconnaissance
de notre travail. »

## À déguster avec modération

La bière blonde bio est disponible dans le rayon Bières, livrée le jour même. Elle est réservée aux
personnes de 18 ans ou plus ; l'abus d'alcool est dangereux pour la santé.`,
};

export const producerBlonde: SeedContentPage = {
  key: null,
  slug: 'qui-se-cache-derriere-la-biere-blonde',
  texts: {
    fr,
    be: belgian(fr, [
      ["qu'une carbonade", "qu'une carbonnade flamande"],
      ['Les bouteilles que notre livreur\nreprend', 'Les vidanges que notre livreur\nreprend'],
    ]),
    es: {
      title: '¿Quién está detrás de la cerveza rubia?',
      summary:
        "Conoce la Brasserie du Ch'Nord, que elabora nuestra rubia ecológica y rellena sus botellas retornables más de 40 veces.",
      body: `Nuestra cerveza rubia ecológica no viene de lejos. La elabora la **Brasserie du Ch'Nord**, una
pequeña cervecería independiente instalada en un antiguo granero, a media hora de nuestro almacén.

## Una receta corta

- Cebada malteada y lúpulo de agricultura ecológica.
- Una levadura propia, conservada con mimo desde las primeras elaboraciones.
- Una segunda fermentación en botella, que da a la rubia su burbuja fina y sus notas de cereal.

El resultado: una rubia refrescante y poco amarga, que acompaña tanto un aperitivo como un guiso.

## Botellas que vuelven

La cervecería eligió el **vidrio retornable** desde su apertura. Las botellas que nuestro repartidor
recoge en tu casa se lavan, se revisan y vuelven a la cervecería para llenarse de nuevo. Una misma
botella puede hacer este viaje **más de 40 veces**, y su balance supera al de una botella de un solo uso
a partir de **3 usos**.

## Dos formatos

- **Formato pequeño** (33 cl), en caja de 20 botellas: 0,10 € de depósito por botella.
- **Formato grande** (75 cl), en caja de 12 botellas para compartir: 0,20 € de depósito por botella.

Cada caja lleva 3 € de depósito, y todo el depósito vuelve a tu monedero cuando se recogen los vacíos.

## Lo que dice el cervecero

«Antes veía salir mis botellas y sabía que acabarían en el contenedor. Hoy reconozco algunas cajas que
vuelven por décima vez. Es el mejor reconocimiento de nuestro trabajo.»

## Para disfrutar con moderación

La cerveza rubia ecológica está en la sección Cervezas, con entrega el mismo día. Está reservada a
mayores de 18 años; el abuso de alcohol es peligroso para la salud.`,
    },
    'nl-BE': {
      title: 'Wie zit er achter het blonde bier?',
      summary:
        "Maak kennis met de Brasserie du Ch'Nord, die ons biologisch blond brouwt en haar herbruikbare flessen meer dan 40 keer vult.",
      body: `Ons biologisch blond bier komt niet van ver. Het wordt gebrouwen door de **Brasserie du Ch'Nord**,
een kleine onafhankelijke brouwerij in een oude schuur, op een halfuur van ons magazijn.

## Een kort recept

- Gemoute gerst en hop uit de biologische landbouw.
- Een eigen gist, zorgvuldig bewaard sinds de eerste brouwsels.
- Hergisting op de fles, die het blond zijn fijne bubbel en graantonen geeft.

Het resultaat: een dorstlessend, weinig bitter blond, even lekker bij een aperitief als bij stoverij.

## Flessen die terugkomen

De brouwerij koos vanaf de start voor **herbruikbaar glas**. Het leeggoed dat onze chauffeur bij jou
ophaalt, wordt gewassen, gecontroleerd en teruggestuurd naar de brouwer om opnieuw gevuld te worden.
Eenzelfde fles kan die reis **meer dan 40 keer** maken, en haar balans is al beter dan die van een
wegwerpfles vanaf **3 keer gebruik**.

## Twee formaten

- **Klein formaat** (33 cl), in een bak van 20 flessen: € 0,10 leeggoed per fles.
- **Groot formaat** (75 cl), in een bak van 12 flessen om te delen: € 0,20 leeggoed per fles.

Op elke bak staat € 3 leeggoed, en al dat leeggoed wordt terugbetaald in je spaarpot wanneer het leeggoed
wordt opgehaald.

## Wat de brouwer zegt

"Vroeger zag ik mijn flessen vertrekken en wist ik dat ze in de glasbak zouden eindigen. Nu herken ik
bakken die voor de tiende keer terugkomen. Een mooiere erkenning voor ons werk bestaat er niet."

## Geniet met mate

Het biologisch blond bier vind je in de afdeling Bieren, dezelfde dag geleverd. Het is voorbehouden aan
personen van 18 jaar of ouder; alcoholmisbruik schaadt de gezondheid.`,
    },
  },
};
