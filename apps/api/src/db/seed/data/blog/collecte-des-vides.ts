import { belgian, type SeedBlogPost, type SeedBlogText } from './types.js';

const fr: SeedBlogText = {
  title: 'Comment fonctionne la collecte des vides ?',
  excerpt:
    'Caisses de 12 grandes ou 20 petites bouteilles, consigne de 3 € par caisse, 0,20 € par grande bouteille et 0,10 € par petite : tout ce qu’il faut savoir pour récupérer votre consigne sur votre cagnotte.',
  body: `Chez nous, pas besoin de courir au point de collecte : c'est le livreur qui repart avec vos bouteilles vides. Voici comment ça se passe, étape par étape.

## 1. Vos produits arrivent en caisses

Toutes nos bouteilles voyagent dans des caisses réutilisables :

- une caisse **grand format** contient **12 grandes bouteilles** (75 cl, 1 l…) ;
- une caisse **petit format** contient **20 petites bouteilles** (25 cl, 33 cl…).

Les deux formats ne sont jamais mélangés dans une même caisse : c'est ce qui permet de les empiler et de les laver facilement.

## 2. La consigne est ajoutée à votre commande

Au moment de commander, vous payez une petite consigne, affichée à part dans votre panier :

| Emballage | Consigne |
| --- | --- |
| Caisse | 3,00 € |
| Grande bouteille | 0,20 € |
| Petite bouteille | 0,10 € |

Une caisse complète de 12 grandes bouteilles représente donc 3 € + 12 × 0,20 € = **5,40 €** de consigne.

## 3. Vous gardez vos vides… dans la caisse

Rincez rapidement vos bouteilles et rangez-les dans leur caisse. Pas besoin de retirer les étiquettes ni de les laver à fond : nos machines s'en chargent. Les bouchons à vis, eux, vont au tri.

## 4. Le livreur les récupère à la livraison suivante

Lors de votre prochaine livraison, posez simplement vos caisses de vides à côté de la porte. Le livreur les compte et les charge dans le fourgon électrique. Vous pouvez suivre les consignes en attente de collecte depuis votre compte.

## 5. La consigne est créditée sur votre cagnotte

Dès que les vides sont collectés, la consigne est **remboursée sur votre cagnotte**. Elle est automatiquement déduite de votre commande suivante : rien à réclamer, rien à imprimer.

## Questions fréquentes

**Une bouteille est cassée ?** Pas de panique : elle n'est simplement pas remboursée. Mettez les morceaux au verre, pas dans la caisse.

**Je n'ai plus de commande prévue ?** Contactez le service client : nous organisons un passage pour récupérer vos vides.`,
};

export const collecteDesVides: SeedBlogPost = {
  slug: 'comment-fonctionne-la-collecte-des-vides',
  publishedAt: '2026-10-14T08:00:00Z',
  author: 'Julien Marchand',
  coverIcon: 'package',
  coverColor: '#FFF0C2',
  texts: {
    fr,
    be: belgian(fr, [
      ['vos bouteilles vides', 'vos vidanges'],
      ['Les bouchons à vis, eux, vont au tri.', 'Les bouchons à vis, eux, vont dans le sac PMC.'],
      ['Mettez les morceaux au verre', 'Mettez les morceaux à la bulle à verre'],
    ]),
    es: {
      title: '¿Cómo funciona la recogida de envases vacíos?',
      excerpt:
        'Cajas de 12 botellas grandes o 20 pequeñas, depósito de 3 € por caja, 0,20 € por botella grande y 0,10 € por pequeña: todo lo que necesitas saber para recuperar el depósito en tu monedero.',
      body: `Con nosotros no hace falta ir a ningún punto de recogida: el repartidor se lleva tus botellas vacías. Así funciona, paso a paso.

## 1. Tus productos llegan en cajas

Todas nuestras botellas viajan en cajas reutilizables:

- una caja de **formato grande** contiene **12 botellas grandes** (75 cl, 1 l…);
- una caja de **formato pequeño** contiene **20 botellas pequeñas** (25 cl, 33 cl…).

Los dos formatos nunca se mezclan en la misma caja: así se apilan y se lavan fácilmente.

## 2. El depósito se añade a tu pedido

Al pedir pagas un pequeño depósito, indicado aparte en tu cesta:

| Envase | Depósito |
| --- | --- |
| Caja | 3,00 € |
| Botella grande | 0,20 € |
| Botella pequeña | 0,10 € |

Una caja completa de 12 botellas grandes supone 3 € + 12 × 0,20 € = **5,40 €** de depósito.

## 3. Guardas los vacíos… en la caja

Enjuaga las botellas y colócalas en su caja. No hace falta quitar las etiquetas ni lavarlas a fondo: nuestras máquinas se encargan. Los tapones de rosca van al contenedor amarillo.

## 4. El repartidor los recoge en la siguiente entrega

En tu próxima entrega, deja las cajas de vacíos junto a la puerta. El repartidor las cuenta y las carga en la furgoneta eléctrica. Desde tu cuenta puedes ver los depósitos pendientes de recogida.

## 5. El depósito se abona en tu monedero

En cuanto se recogen los vacíos, el depósito se **reembolsa en tu monedero** y se descuenta automáticamente de tu siguiente pedido: nada que reclamar, nada que imprimir.

## Preguntas frecuentes

**¿Una botella se ha roto?** Tranquilo: simplemente no se reembolsa. Tira los trozos al contenedor de vidrio, no a la caja.

**¿No tienes ningún pedido previsto?** Escribe a atención al cliente y organizaremos una recogida.`,
    },
    'nl-BE': {
      title: 'Hoe werkt de ophaling van leeggoed?',
      excerpt:
        'Bakken van 12 grote of 20 kleine flessen, € 3 leeggoed per bak, € 0,20 per grote fles en € 0,10 per kleine: alles wat je moet weten om je leeggoed terugbetaald te krijgen op je spaarpot.',
      body: `Bij ons hoef je niet naar het containerpark of de winkel: de chauffeur neemt je leeggoed gewoon mee. Zo gaat het in zijn werk.

## 1. Je producten komen in bakken

Al onze flessen reizen in herbruikbare bakken:

- een bak **groot formaat** bevat **12 grote flessen** (75 cl, 1 l…);
- een bak **klein formaat** bevat **20 kleine flessen** (25 cl, 33 cl…).

De twee formaten worden nooit gemengd in één bak: zo kunnen we ze makkelijk stapelen en wassen.

## 2. Het leeggoed staat op je bestelling

Bij het bestellen betaal je een klein bedrag voor het leeggoed, apart vermeld in je winkelmandje:

| Verpakking | Leeggoed |
| --- | --- |
| Bak | € 3,00 |
| Grote fles | € 0,20 |
| Kleine fles | € 0,10 |

Een volle bak met 12 grote flessen is dus € 3 + 12 × € 0,20 = **€ 5,40** leeggoed.

## 3. Je bewaart je leeggoed… in de bak

Spoel je flessen even om en zet ze terug in hun bak. Etiketten hoef je niet te verwijderen en grondig afwassen is niet nodig: dat doen onze machines. Schroefdoppen gaan in de PMD-zak.

## 4. De chauffeur haalt ze op bij de volgende levering

Zet bij je volgende levering je bakken leeggoed naast de deur. De chauffeur telt ze en laadt ze in de elektrische bestelwagen. In je account zie je welk leeggoed nog op ophaling wacht.

## 5. Je leeggoed komt op je spaarpot

Zodra je leeggoed opgehaald is, wordt het bedrag **teruggestort op je spaarpot** en automatisch afgetrokken van je volgende bestelling: niets aan te vragen, niets af te drukken.

## Veelgestelde vragen

**Een fles is gebroken?** Geen probleem: die wordt gewoon niet terugbetaald. Gooi de scherven in de glasbol, niet in de bak.

**Geen bestelling meer gepland?** Contacteer de klantendienst: we plannen een ophaling voor je leeggoed.`,
    },
  },
};
