import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Nos engagements',
  summary:
    'Réemploi du verre, livraison en fourgon électrique, producteurs proches et prix transparents : ce que nous vous promettons.',
  body: `Nous avons créé cette boutique pour rendre le réemploi aussi simple que le jetable. Voici les
engagements que nous tenons, commande après commande.

## Le réemploi avant le recyclage

Recycler une bouteille demande de la fondre à plus de 1 500 °C. La laver et la remplir consomme bien
moins d'énergie. Aujourd'hui, **seulement 26 % du verre est recyclé** ; une bouteille consignée, elle,
est **réutilisée plus de 40 fois**, et son bilan est meilleur dès **3 utilisations**.

- Nous privilégions les produits en verre consigné chaque fois qu'ils existent.
- Les bouteilles sont lavées par des partenaires spécialisés, puis reviennent chez les producteurs.
- Nos caisses sont solides, empilables et réparées plutôt que remplacées.

## Une livraison sobre

- Nos tournées se font en **fourgon électrique**, de 9h à 21h.
- Le livreur dépose vos courses et **reprend vos vides dans le même passage** : pas de trajet en plus.
- Nous regroupons les commandes par quartier pour limiter les kilomètres parcourus.

## Des prix clairs

- La consigne est affichée à part : **3 € par caisse, 0,20 € par grande bouteille, 0,10 € par petite
  bouteille**.
- Elle vous est intégralement rendue sur votre cagnotte quand le livreur reprend les vides.
- La livraison est offerte dès 40 € d'achats, sinon elle coûte 3 €. Aucun frais caché.

## Des producteurs proches

Nous travaillons en priorité avec des brasseries, laiteries, vignerons et épiceries de la région de
chaque entrepôt. Les portraits de certains d'entre eux sont à lire sur notre site.

## Une vente responsable

L'alcool n'est vendu qu'aux personnes de **18 ans ou plus**. L'abus d'alcool est dangereux pour la santé,
à consommer avec modération.

## À votre écoute

Une remarque, une idée pour faire mieux ? Notre équipe vous répond du lundi au samedi, de 8h30 à 21h30.`,
};

export const commitments: SeedContentPage = {
  key: 'commitments',
  slug: 'nos-engagements',
  texts: {
    fr,
    be: belgian(fr, [
      ['brasseries, laiteries, vignerons et épiceries', 'brasseries, fromageries, laiteries et épiceries'],
    ]),
    es: {
      title: 'Nuestros compromisos',
      summary:
        'Reutilización del vidrio, entrega en furgoneta eléctrica, productores cercanos y precios transparentes: lo que te prometemos.',
      body: `Creamos esta tienda para que reutilizar sea tan fácil como usar y tirar. Estos son los compromisos
que cumplimos, pedido tras pedido.

## Reutilizar antes que reciclar

Reciclar una botella exige fundirla a más de 1500 °C. Lavarla y volver a llenarla consume mucha menos
energía. Hoy **solo se recicla el 26 % del vidrio**; una botella retornable, en cambio, se **reutiliza
más de 40 veces**, y su balance es mejor a partir de **3 usos**.

- Elegimos productos en vidrio retornable siempre que existen.
- Las botellas las lavan socios especializados y después vuelven a los productores.
- Nuestras cajas son resistentes, apilables y se reparan en lugar de sustituirse.

## Una entrega sobria

- Nuestros repartos se hacen en **furgoneta eléctrica**, de 9:00 a 21:00.
- El repartidor deja tu compra y **recoge tus envases vacíos en el mismo viaje**: sin trayectos extra.
- Agrupamos los pedidos por barrio para reducir los kilómetros recorridos.

## Precios claros

- El depósito se muestra aparte: **3 € por caja, 0,20 € por botella grande y 0,10 € por botella
  pequeña**.
- Se te devuelve íntegramente en tu monedero cuando el repartidor recoge los vacíos.
- La entrega es gratuita a partir de 40 € de compra; si no, cuesta 3 €. Sin gastos ocultos.

## Productores cercanos

Trabajamos sobre todo con cervecerías, lecherías, viticultores y tiendas de la región de cada almacén.
Puedes leer el retrato de algunos de ellos en nuestra web.

## Una venta responsable

El alcohol solo se vende a personas de **18 años o más**. El abuso de alcohol es peligroso para la salud;
consúmelo con moderación.

## Te escuchamos

¿Un comentario o una idea para mejorar? Nuestro equipo te responde de lunes a sábado, de 8:30 a 21:30.`,
    },
    'nl-BE': {
      title: 'Onze engagementen',
      summary:
        'Hergebruik van glas, levering met een elektrische bestelwagen, lokale producenten en duidelijke prijzen: dit beloven we je.',
      body: `We zijn deze winkel begonnen om hergebruik even makkelijk te maken als wegwerpen. Dit zijn de
engagementen die we bij elke bestelling nakomen.

## Hergebruik vóór recyclage

Een fles recycleren betekent ze smelten op meer dan 1500 °C. Ze wassen en opnieuw vullen kost veel
minder energie. Vandaag wordt **slechts 26 % van het glas gerecycleerd**; een herbruikbare fles wordt
daarentegen **meer dan 40 keer hergebruikt**, en haar balans is al beter vanaf **3 keer gebruik**.

- We kiezen voor producten in herbruikbaar glas telkens als ze bestaan.
- De flessen worden gewassen door gespecialiseerde partners en gaan dan terug naar de producenten.
- Onze bakken zijn stevig en stapelbaar, en we herstellen ze liever dan ze te vervangen.

## Een zuinige levering

- We rijden onze rondes met een **elektrische bestelwagen**, van 9 tot 21 uur.
- De chauffeur levert je boodschappen en **neemt je leeggoed in dezelfde rit mee**: geen extra kilometers.
- We groeperen bestellingen per wijk om zo weinig mogelijk te rijden.

## Duidelijke prijzen

- Het leeggoed staat apart vermeld: **€ 3 per bak, € 0,20 per grote fles, € 0,10 per kleine fles**.
- Je krijgt het volledig terug in je spaarpot wanneer de chauffeur het leeggoed ophaalt.
- De levering is gratis vanaf € 40, anders kost ze € 3. Geen verborgen kosten.

## Producenten uit de buurt

We werken bij voorkeur met brouwerijen, zuivelbedrijven, kaasmakers en kruideniers uit de regio van elk
magazijn. Van sommigen lees je een portret op onze site.

## Verantwoorde verkoop

Alcohol verkopen we alleen aan personen van **18 jaar of ouder**. Alcoholmisbruik schaadt de gezondheid;
drink met mate.

## We luisteren

Een opmerking of een idee om het beter te doen? Ons team antwoordt van maandag tot zaterdag, van 8.30 tot
21.30 uur.`,
    },
  },
};
