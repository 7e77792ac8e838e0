import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: "L'histoire du Fourgon",
  summary:
    "D'une camionnette de quartier chargée de caisses en bois à une flotte de fourgons électriques : comment la consigne est revenue à domicile.",
  body: `Tout a commencé par une question posée au comptoir d'une épicerie : « Pourquoi est-ce que je ne peux
plus rapporter mes bouteilles ? » La réponse tenait en un mot : personne ne passait les reprendre.

## Le premier Fourgon

Le premier Fourgon était une camionnette d'occasion, quelques caisses en bois et une liste de voisins
volontaires. Chaque samedi, nous livrions de l'eau, du lait et de la bière en bouteilles consignées, et
nous repartions avec les vides de la semaine précédente. Les clients ont vite demandé plus : des jus,
du vin, de l'épicerie, et surtout des livraisons **le jour même**.

## Passer à l'électrique

Rouler en diesel pour sauver des bouteilles n'avait pas de sens. Dès la deuxième année, la flotte est
passée au **fourgon électrique**. Nos tournées s'organisent par quartier, de 9h à 21h, et chaque passage
sert deux fois : déposer les pleins, reprendre les vides.

## Les caisses, notre signature

Nous avons dessiné des caisses qui se portent facilement et s'empilent sans effort :

- **12 grandes bouteilles** ou **20 petites bouteilles**, jamais mélangées ;
- une consigne de **3 €** par caisse, **0,20 €** par grande bouteille et **0,10 €** par petite ;
- un remboursement automatique sur la **cagnotte**, dès que le livreur reprend les vides.

## Aujourd'hui

Le Fourgon dessert désormais **plus de 2 500 villes** depuis plusieurs entrepôts. Le geste n'a pas
changé : une bouteille qui revient est une bouteille qui repart, **plus de 40 fois**. Et chaque fois que
vous nous confiez vos vides, vous écrivez un peu de la suite de cette histoire.

## Et demain ?

De nouvelles zones, de nouveaux producteurs, et toujours la même promesse : des courses livrées le jour
même, sans rien à jeter. Une idée pour la suite ? Notre équipe vous écoute du lundi au samedi, de 8h30
à 21h30.`,
};

export const story: SeedContentPage = {
  key: null,
  slug: 'lhistoire-du-fourgon',
  texts: {
    fr,
    be: belgian(fr, [
      ['et une liste de voisins\nvolontaires', 'et une liste de voisins\npartants'],
      ['nous repartions avec les vides', 'nous repartions avec les vidanges'],
    ]),
    es: {
      title: 'La historia del Fourgon',
      summary:
        'De una furgoneta de barrio cargada de cajas de madera a una flota de furgonetas eléctricas: cómo el envase retornable volvió a casa.',
      body: `Todo empezó con una pregunta en el mostrador de una tienda: «¿Por qué ya no puedo devolver mis
botellas?». La respuesta era sencilla: nadie pasaba a recogerlas.

## El primer Fourgon

El primer Fourgon fue una furgoneta de segunda mano, unas cuantas cajas de madera y una lista de vecinos
voluntarios. Cada sábado entregábamos agua, leche y cerveza en botellas retornables, y volvíamos con los
envases vacíos de la semana anterior. Los clientes pronto pidieron más: zumos, vino, alimentación y, sobre
todo, entregas **el mismo día**.

## El paso a lo eléctrico

Circular con diésel para salvar botellas no tenía sentido. Desde el segundo año, la flota pasó a la
**furgoneta eléctrica**. Organizamos los repartos por barrio, de 9:00 a 21:00, y cada visita sirve dos veces:
dejar los llenos y recoger los vacíos.

## Las cajas, nuestra firma

Diseñamos cajas fáciles de llevar y de apilar:

- **12 botellas grandes** o **20 botellas pequeñas**, nunca mezcladas;
- un depósito de **3 €** por caja, **0,20 €** por botella grande y **0,10 €** por botella pequeña;
- un reembolso automático en el **monedero** en cuanto el repartidor recoge los vacíos.

## Hoy

El Fourgon ya da servicio a **más de 2500 ciudades** desde varios almacenes. El gesto no ha cambiado:
una botella que vuelve es una botella que vuelve a salir, **más de 40 veces**. Y cada vez que nos
confías tus envases vacíos, escribes un poco más de esta historia.

## ¿Y mañana?

Nuevas zonas, nuevos productores y siempre la misma promesa: compras entregadas el mismo día, sin nada
que tirar. ¿Tienes una idea? Nuestro equipo te escucha de lunes a sábado, de 8:30 a 21:30.`,
    },
    'nl-BE': {
      title: 'Het verhaal van de Fourgon',
      summary:
        'Van één bestelwagen vol houten bakken in de buurt tot een vloot elektrische bestelwagens: hoe het leeggoed terug aan huis kwam.',
      body: `Het begon met een vraag aan de toonbank van een buurtwinkel: "Waarom kan ik mijn flessen niet meer
terugbrengen?" Het antwoord was eenvoudig: niemand kwam ze nog ophalen.

## De eerste Fourgon

De eerste Fourgon was een tweedehands bestelwagen, een paar houten bakken en een lijst buren die wilden
meedoen. Elke zaterdag leverden we water, melk en bier in herbruikbare flessen, en namen we het leeggoed
van de week ervoor mee. De klanten vroegen al snel om meer: sappen, wijn, voeding en vooral levering
**dezelfde dag**.

## Overstappen op elektrisch

Met diesel rondrijden om flessen te redden, klopte niet. Vanaf het tweede jaar reed de vloot
**elektrisch**. We plannen de rondes per wijk, van 9 tot 21 uur, en elke rit dient twee keer: de volle
bakken brengen en het leeggoed meenemen.

## De bakken, ons handelsmerk

We ontwierpen bakken die makkelijk te dragen en te stapelen zijn:

- **12 grote flessen** of **20 kleine flessen**, nooit gemengd;
- leeggoed van **€ 3** per bak, **€ 0,20** per grote fles en **€ 0,10** per kleine fles;
- automatische terugbetaling in de **spaarpot** zodra de chauffeur het leeggoed ophaalt.

## Vandaag

De Fourgon bedient nu **meer dan 2500 steden en gemeenten** vanuit verschillende magazijnen, ook in
Brussel. Het gebaar is hetzelfde gebleven: een fles die terugkomt, vertrekt opnieuw, **meer dan 40
keer**. En telkens als je ons je leeggoed meegeeft, schrijf je mee aan dit verhaal.

## En morgen?

Nieuwe zones, nieuwe producenten en altijd dezelfde belofte: boodschappen dezelfde dag geleverd, zonder
iets weg te gooien. Een idee? Ons team luistert van maandag tot zaterdag, van 8.30 tot 21.30 uur.`,
    },
  },
};
