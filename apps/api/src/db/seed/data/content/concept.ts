import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Notre concept',
  summary:
    'Vos courses et vos boissons livrées le jour même en bouteilles de verre consignées, et vos vides repris à la livraison suivante.',
  body: `Faire ses courses sans remplir sa poubelle de bouteilles : c'est l'idée de départ. Nous livrons
épicerie, boissons et produits du quotidien **dans des contenants en verre consignés**, rangés dans des
caisses réutilisables. Quand vous avez terminé, vous ne jetez rien : notre livreur reprend les vides.

## Comment ça marche

1. **Vous remplissez vos caisses.** Une caisse contient 12 grandes bouteilles ou 20 petites bouteilles ;
   les deux formats ne se mélangent pas dans une même caisse.
2. **Vous choisissez votre créneau.** Nous livrons le jour même, de 9h à 21h, en fourgon électrique. Vous
   pouvez commander jusqu'à 2 heures avant le début du créneau.
3. **Vous payez la consigne.** 3 € par caisse, 0,20 € par grande bouteille et 0,10 € par petite bouteille.
4. **Nous reprenons les vides.** À votre livraison suivante, le livreur récupère caisses et bouteilles
   vides, et la consigne est créditée sur votre cagnotte, déduite automatiquement de votre prochaine commande.

## Pourquoi le verre consigné

- En France, seulement **26 %** du verre est recyclé.
- Une bouteille consignée est lavée et **réutilisée plus de 40 fois**.
- Dès **3 utilisations**, elle a un meilleur impact qu'une bouteille à usage unique.

## Ce qui ne change pas

Vous retrouvez les produits que vous aimez : eaux, jus, sodas, bières, vins, laits, épicerie salée et
sucrée, hygiène et entretien. La livraison est **offerte dès 40 € d'achats**, sinon elle coûte 3 €. Nous
desservons déjà **plus de 2 500 villes**.

## Une question ?

Notre service client vous répond **du lundi au samedi, de 8h30 à 21h30**. La vente d'alcool est réservée
aux personnes majeures : en commandant, vous déclarez avoir 18 ans ou plus.`,
};

export const concept: SeedContentPage = {
  key: 'concept',
  slug: 'notre-concept',
  texts: {
    fr,
    be: belgian(fr, [
      ['En France, seulement **26 %** du verre est recyclé.', 'Seulement **26 %** du verre est recyclé.'],
      [
        'Nous\ndesservons déjà **plus de 2 500 villes**.',
        'Nous\ndesservons déjà **plus de 2 500 villes**, dont les 19 communes de Bruxelles.',
      ],
    ]),
    es: {
      title: 'Nuestro concepto',
      summary:
        'Tu compra y tus bebidas entregadas el mismo día en botellas de vidrio retornables, y tus envases vacíos recogidos en la siguiente entrega.',
      body: `Hacer la compra sin llenar el cubo de botellas: esa es la idea de partida. Entregamos alimentación,
bebidas y productos del día a día **en envases de vidrio retornables**, colocados en cajas reutilizables.
Cuando terminas, no tiras nada: nuestro repartidor recoge los envases vacíos.

## Cómo funciona

1. **Llenas tus cajas.** Una caja contiene 12 botellas grandes o 20 botellas pequeñas; los dos formatos
   no se mezclan en una misma caja.
2. **Eliges tu franja horaria.** Entregamos el mismo día, de 9:00 a 21:00, en furgoneta eléctrica. Puedes
   pedir hasta 2 horas antes del inicio de la franja.
3. **Pagas el depósito.** 3 € por caja, 0,20 € por botella grande y 0,10 € por botella pequeña.
4. **Recogemos los vacíos.** En tu siguiente entrega, el repartidor recoge las cajas y botellas vacías, y
   el depósito se abona en tu monedero (cagnotte), que se descuenta automáticamente de tu próximo pedido.

## Por qué el vidrio retornable

- Solo se recicla el **26 %** del vidrio.
- Una botella retornable se lava y se **reutiliza más de 40 veces**.
- A partir de **3 usos**, tiene mejor impacto que una botella de un solo uso.

## Lo que no cambia

Encuentras los productos que te gustan: aguas, zumos, refrescos, cervezas, vinos, leches, alimentación
salada y dulce, higiene y limpieza. La entrega es **gratuita a partir de 40 € de compra**; si no, cuesta
3 €. Ya llegamos a **más de 2500 ciudades**.

## ¿Alguna pregunta?

Nuestro servicio de atención al cliente te responde **de lunes a sábado, de 8:30 a 21:30**. La venta de
alcohol está reservada a mayores de edad: al hacer tu pedido declaras tener 18 años o más.`,
    },
    'nl-BE': {
      title: 'Ons concept',
      summary:
        'Je boodschappen en dranken dezelfde dag geleverd in herbruikbare glazen flessen, en je leeggoed opgehaald bij de volgende levering.',
      body: `Boodschappen doen zonder een vuilniszak vol flessen: daar begon het mee. We leveren voeding, dranken
en dagelijkse producten **in herbruikbare glazen verpakkingen**, netjes in herbruikbare bakken.
Ben je klaar? Dan gooi je niets weg: onze chauffeur neemt het leeggoed mee.

## Hoe werkt het?

1. **Je vult je bakken.** Een bak bevat 12 grote of 20 kleine flessen; beide formaten worden nooit in
   dezelfde bak gemengd.
2. **Je kiest je tijdslot.** We leveren dezelfde dag, van 9 tot 21 uur, met een elektrische bestelwagen.
   Je kunt bestellen tot 2 uur voor het begin van het tijdslot.
3. **Je betaalt leeggoed.** € 3 per bak, € 0,20 per grote fles en € 0,10 per kleine fles.
4. **Wij halen het leeggoed op.** Bij je volgende levering neemt de chauffeur de lege bakken en flessen
   mee, en het leeggoed komt in je spaarpot, die automatisch van je volgende bestelling wordt afgetrokken.

## Waarom herbruikbaar glas?

- Slechts **26 %** van het glas wordt gerecycleerd.
- Een herbruikbare fles wordt gewassen en **meer dan 40 keer hergebruikt**.
- Vanaf **3 keer gebruik** heeft ze al een betere impact dan een wegwerpfles.

## Wat niet verandert

Je vindt de producten die je graag hebt: water, sappen, frisdranken, bieren, wijnen, melk, zoete en
hartige voeding, verzorging en onderhoud. De levering is **gratis vanaf € 40**, anders kost ze € 3. We
leveren al in **meer dan 2500 steden en gemeenten**, waaronder de 19 Brusselse gemeenten.

## Een vraag?

Onze klantendienst helpt je **van maandag tot zaterdag, van 8.30 tot 21.30 uur**. Alcohol verkopen we
alleen aan meerderjarigen: bij je bestelling verklaar je dat je 18 jaar of ouder bent.`,
    },
  },
};
