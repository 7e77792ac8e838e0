import type { ApiLocale } from '@consigne/domain';

/** One page of the delivery info story (remote config key ftu_livraison_dynamique). */
export interface StoryPage {
  title: string;
  /** May hold {deliveryFreeThreshold}, {deliveryFee} and {orderMinimumAmount}: the web fills in amounts. */
  content: string;
  /** A fluent-emoji style tile the storefront can render. */
  image: string;
}

const tile = (slug: string) => `/api/media/categories/${slug}.svg`;

/** The first-time delivery story, per request locale (Belgian French has its own wording). */
export const DELIVERY_STORY: Record<ApiLocale, StoryPage[]> = {
  fr_FR: [
    {
      title: 'Livré chez vous le jour même',
      content:
        'Commandez avant 17h : notre fourgon électrique vous livre le jour même, entre 9h et 21h, sur le créneau de votre choix.',
      image: tile('eaux'),
    },
    {
      title: 'Des caisses consignées',
      content:
        'Vos bouteilles voyagent dans des caisses réutilisables de 12 grands ou 20 petits formats. Nous reprenons les vides à la livraison suivante et créditons la consigne sur votre cagnotte.',
      image: tile('bieres'),
    },
    {
      title: 'Livraison offerte dès {deliveryFreeThreshold}',
      content:
        'En dessous, la livraison coûte {deliveryFee}. Le minimum de commande est de {orderMinimumAmount}.',
      image: tile('jus'),
    },
    {
      title: 'Complétez vos caisses',
      content:
        'Une caisse entamée ? Nous vous suggérons des produits du même format pour la remplir au mieux.',
      image: tile('sodas'),
    },
  ],
  fr_BE: [
    {
      title: 'Livré chez vous le jour même',
      content:
        'Commandez avant 17h : notre camionnette électrique vous livre le jour même, entre 9h et 21h, sur le créneau de votre choix.',
      image: tile('eaux'),
    },
    {
      title: 'Des casiers consignés',
      content:
        'Vos bouteilles voyagent dans des casiers réutilisables de 12 grands ou 20 petits formats. Nous reprenons les vidanges à la livraison suivante et créditons la consigne sur votre cagnotte.',
      image: tile('bieres'),
    },
    {
      title: 'Livraison offerte dès {deliveryFreeThreshold}',
      content:
        'En dessous, la livraison coûte {deliveryFee}. Le minimum de commande est de {orderMinimumAmount}.',
      image: tile('jus'),
    },
    {
      title: 'Complétez vos casiers',
      content: 'Un casier entamé ? Nous vous suggérons des produits du même format pour le remplir au mieux.',
      image: tile('sodas'),
    },
  ],
  es_ES: [
    {
      title: 'Entrega en casa el mismo día',
      content:
        'Pide antes de las 17:00: nuestra furgoneta eléctrica te lo entrega el mismo día, entre las 9:00 y las 21:00, en la franja que elijas.',
      image: tile('eaux'),
    },
    {
      title: 'Cajas retornables',
      content:
        'Tus botellas viajan en cajas reutilizables de 12 formatos grandes o 20 pequeños. Recogemos los envases vacíos en la siguiente entrega y abonamos el depósito en tu monedero.',
      image: tile('bieres'),
    },
    {
      title: 'Envío gratis desde {deliveryFreeThreshold}',
      content: 'Por debajo, el envío cuesta {deliveryFee}. El pedido mínimo es de {orderMinimumAmount}.',
      image: tile('jus'),
    },
  ],
  nl_BE: [
    {
      title: 'Dezelfde dag thuisgeleverd',
      content:
        'Bestel vóór 17 uur: onze elektrische bestelwagen levert dezelfde dag, tussen 9 en 21 uur, in het tijdslot van je keuze.',
      image: tile('eaux'),
    },
    {
      title: 'Bakken met leeggoed',
      content:
        'Je flessen reizen in herbruikbare bakken van 12 grote of 20 kleine formaten. We nemen het leeggoed mee bij de volgende levering en storten het bedrag op je spaarpot.',
      image: tile('bieres'),
    },
    {
      title: 'Gratis levering vanaf {deliveryFreeThreshold}',
      content: 'Daaronder kost de levering {deliveryFee}. Het minimale bestelbedrag is {orderMinimumAmount}.',
      image: tile('jus'),
    },
    {
      title: 'Vul je bakken aan',
      content: 'Een bak nog niet vol? We stellen producten van hetzelfde formaat voor om hem te vullen.',
      image: tile('sodas'),
    },
  ],
};
