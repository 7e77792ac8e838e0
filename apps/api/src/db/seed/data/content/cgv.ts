import { cgvEs, cgvNl } from './cgv-translations.js';
import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Conditions générales de vente',
  summary:
    'Les règles qui encadrent vos commandes : prix, consigne des caisses et bouteilles, livraison le jour même, rétractation et données.',
  body: `Les présentes conditions générales de vente s'appliquent à toute commande passée sur la boutique
consigne, sur le site comme dans l'application. En validant une commande, vous déclarez les avoir lues
et acceptées.

## Article 1 – Objet

Les présentes conditions régissent la vente à distance et la livraison à domicile ou en point de retrait
de produits d'épicerie, de boissons et de produits ménagers, conditionnés en contenants consignés, ainsi
que la reprise de ces contenants.

## Article 2 – Commandes

- La commande est ouverte à toute personne majeure disposant d'une adresse située dans une zone desservie.
- La vente de boissons alcoolisées est réservée aux personnes de **18 ans ou plus** ; le livreur peut
  demander une pièce d'identité et refuser la remise en cas de doute.
- Une commande peut être passée **jusqu'à 2 heures avant le début du créneau** choisi.
- La commande est ferme après paiement ; un e-mail de confirmation en récapitule le contenu.

## Article 3 – Prix

Les prix sont indiqués en euros, toutes taxes comprises, hors consigne et hors frais de livraison. Les
clients professionnels voient également les prix hors taxes. Le prix applicable est celui affiché au
moment de la validation de la commande.

## Article 4 – Consigne

Les produits sont livrés en caisses de 12 grandes bouteilles ou de 20 petites bouteilles, sans mélange
des formats. La consigne facturée est de :

- **3 €** par caisse ;
- **0,20 €** par grande bouteille ;
- **0,10 €** par petite bouteille.

Les caisses et bouteilles vides sont reprises par le livreur lors de la livraison suivante. Le montant de
la consigne des contenants repris en bon état est crédité sur la **cagnotte** du client et déduit de sa
commande suivante. Un contenant cassé ou incomplet n'ouvre pas droit au remboursement de sa consigne.

## Article 5 – Livraison

La livraison a lieu le jour même, entre **9h et 21h**, sur le créneau choisi, en véhicule électrique.
Elle est **offerte dès 40 € d'achats** ; en dessous, des frais de 3 € s'appliquent. Le client ou une
personne désignée doit être présent pour réceptionner la commande et vérifier les produits.

## Article 6 – Droit de rétractation

Conformément au Code de la consommation, le client dispose de 14 jours pour se rétracter, sauf pour les
denrées périssables et les produits descellés après la livraison. Le remboursement intervient dans les
14 jours suivant la reprise des produits.

## Article 7 – Données personnelles

Les données collectées servent à traiter les commandes, les livraisons et la reprise des vides. Leur
traitement est décrit dans notre politique de données personnelles.

## Article 8 – Service client et litiges

Le service client répond du lundi au samedi, de 8h30 à 21h30. Les présentes conditions sont soumises au
droit français ; en cas de litige, le client peut recourir gratuitement à un médiateur de la consommation.`,
};

export const cgv: SeedContentPage = {
  key: 'cgv',
  slug: 'conditions-generales-de-vente-du-fourgon',
  texts: {
    fr,
    be: belgian(fr, [
      ['Conformément au Code de la consommation', 'Conformément au Code de droit économique'],
      [
        'soumises au\ndroit français ; en cas de litige, le client peut recourir gratuitement à un médiateur de la consommation.',
        "soumises au\ndroit belge ; en cas de litige, le client peut s'adresser gratuitement au Service de médiation pour le\nconsommateur.",
      ],
      ['e-mail de confirmation', 'courriel de confirmation'],
    ]),
    es: cgvEs,
    'nl-BE': cgvNl,
  },
};
