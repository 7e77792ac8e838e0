import { defineMessages } from '../define.js';

/**
 * mon-impact-perso and mon-compte/mon-impact-perso (personal impact). Figures are
 * parameters formatted per locale; counts are ICU plurals. The page title is the core 'header.impact'.
 */
export default defineMessages({
  fr: {
    'impact.intro':
      'Chaque bouteille ou bocal consigné que nous vous livrons remplace un emballage jetable, et chaque vide rendu repart pour être lavé et rempli. Voici ce que vos courses ont évité depuis votre première commande, le {date}.',
    'impact.error': 'Impossible de charger votre impact pour le moment. Veuillez réessayer.',
    'impact.emptyTitle': 'Votre impact commence à votre première livraison',
    'impact.emptyText':
      'Chaque bouteille ou bocal consigné livré remplace un emballage jetable. Vos chiffres apparaîtront ici dès que votre première commande sera livrée.',
    'impact.emptyCta': 'Découvrir les rayons',
    'impact.headlineTitle': 'Depuis votre première commande',
    'impact.containers': '{count, plural, one {emballage jetable évité} other {emballages jetables évités}}',
    'impact.packaging': 'de verre et d’emballages non produits',
    'impact.co2e': 'de CO₂e en moins dans l’atmosphère',
    'impact.reused':
      '{count, plural, one {bouteille ou bocal rendu, prêt à resservir} other {bouteilles et bocaux rendus, prêts à resservir}}',
    'impact.monthsTitle': 'Mois par mois',
    'impact.monthsIntro':
      'Les bouteilles et bocaux consignés qui vous ont été livrés, et ceux que vous avez rendus.',
    'impact.monthsChart': 'Bouteilles et bocaux livrés et rendus, par mois',
    'impact.monthsTable': 'Détail par mois',
    'impact.delivered': 'Livrés',
    'impact.returned': 'Rendus',
    'impact.colMonth': 'Mois',
    'impact.colCo2e': 'CO₂e évité',
    'impact.total': 'Total',
    'impact.returnTitle': 'Votre taux de retour',
    'impact.returnIntro':
      'Une bouteille consignée fait mieux qu’une bouteille jetable dès {uses} utilisations : chaque vide que vous rendez la fait servir une fois de plus.',
    'impact.bottles': 'Bouteilles et bocaux',
    'impact.crates': 'Caisses',
    'impact.gaugeLabel': '{what} : {rate} rendus',
    'impact.nothingYet': 'Rien à rendre pour l’instant',
    'impact.rateTable': 'Livrés, rendus et taux de retour',
    'impact.colWhat': 'Contenant',
    'impact.colRate': 'Taux de retour',
    'impact.shopTitle': 'Vous et la boutique',
    'impact.shopIntro':
      '{count, plural, one {# client a déjà été livré} other {# clients ont déjà été livrés}} en verre consigné. Voici où vous en êtes par rapport à un client moyen.',
    'impact.compareChart': 'Vos chiffres comparés à ceux d’un client moyen',
    'impact.compareTable': 'Vous, un client moyen et toute la boutique',
    'impact.colFigure': 'Chiffre',
    'impact.you': 'Vous',
    'impact.average': 'Client moyen',
    'impact.shop': 'Toute la boutique',
    'impact.rowContainers': 'Emballages jetables évités',
    'impact.rowPackaging': 'Verre et emballages non produits',
    'impact.rowCo2e': 'CO₂e évité',
    'impact.rowReturn': 'Taux de retour des bouteilles',
    'impact.methodTitle': 'Méthode et sources',
    'impact.method1':
      'Emballages jetables évités : chaque bouteille ou bocal consigné livré remplace un emballage à usage unique.',
    'impact.method2':
      'Verre et emballages non produits : {large} par grande bouteille jetable et {small} par petite, moins l’usure de la bouteille consignée ({ratio} % plus lourde, comptée sur {uses} utilisations), plus {cardboard} de carton par caisse livrée, qui remplace un carton jetable.',
    'impact.method3':
      'CO₂e évité : sur tout son cycle de vie, une bouteille consignée émet {reduction} % de gaz à effet de serre de moins qu’une bouteille jetable (ADEME et Deroche Consultants, 2009, bouteille de 75 cl réemployée 20 fois ; l’ADEME l’a confirmé en 2018 sur 10 dispositifs de réemploi du verre). Nous l’appliquons à l’empreinte du verre jetable, de l’ordre de {factor} de CO₂e par kg (Base Empreinte de l’ADEME).',
    'impact.method4':
      'Taux de retour : les caisses, bouteilles et bocaux rendus au livreur, divisés par ceux qui vous ont été livrés, arrondis au pour cent inférieur.',
    'impact.method5':
      'Ce sont des estimations pour vous situer, pas une analyse de cycle de vie. Les chiffres de toute la boutique sont actualisés toutes les quelques minutes.',
    'impact.claimsTitle': 'Nos repères',
  },
  be: {
    'impact.intro':
      'Chaque bouteille ou bocal consigné que nous vous livrons remplace un emballage jetable, et chaque vidange rendue repart pour être lavée et remplie. Voici ce que vos courses ont évité depuis votre première commande, le {date}.',
    'impact.returnIntro':
      'Une bouteille consignée fait mieux qu’une bouteille jetable dès {uses} utilisations : chaque vidange que vous rendez la fait servir une fois de plus.',
  },
  es: {
    'impact.intro':
      'Cada botella o tarro retornable que te entregamos sustituye a un envase de un solo uso, y cada envase vacío que devuelves vuelve a lavarse y rellenarse. Esto es lo que tus compras han evitado desde tu primer pedido, el {date}.',
    'impact.error': 'No hemos podido cargar tu impacto en este momento. Inténtalo de nuevo.',
    'impact.emptyTitle': 'Tu impacto empieza con tu primera entrega',
    'impact.emptyText':
      'Cada botella o tarro retornable entregado sustituye a un envase de un solo uso. Tus cifras aparecerán aquí en cuanto te entreguemos tu primer pedido.',
    'impact.emptyCta': 'Ver las secciones',
    'impact.headlineTitle': 'Desde tu primer pedido',
    'impact.containers':
      '{count, plural, one {envase de un solo uso evitado} other {envases de un solo uso evitados}}',
    'impact.packaging': 'de vidrio y envases no fabricados',
    'impact.co2e': 'de CO₂e menos en la atmósfera',
    'impact.reused':
      '{count, plural, one {botella o tarro devuelto, listo para volver a usarse} other {botellas y tarros devueltos, listos para volver a usarse}}',
    'impact.monthsTitle': 'Mes a mes',
    'impact.monthsIntro':
      'Las botellas y tarros retornables que te hemos entregado y los que nos has devuelto.',
    'impact.monthsChart': 'Botellas y tarros entregados y devueltos, por mes',
    'impact.monthsTable': 'Detalle por mes',
    'impact.delivered': 'Entregados',
    'impact.returned': 'Devueltos',
    'impact.colMonth': 'Mes',
    'impact.colCo2e': 'CO₂e evitado',
    'impact.total': 'Total',
    'impact.returnTitle': 'Tu tasa de devolución',
    'impact.returnIntro':
      'Una botella retornable supera a una de un solo uso a partir de {uses} usos: cada envase vacío que devuelves le suma un uso más.',
    'impact.bottles': 'Botellas y tarros',
    'impact.crates': 'Cajas',
    'impact.gaugeLabel': '{what}: {rate} devueltos',
    'impact.nothingYet': 'Nada que devolver por ahora',
    'impact.rateTable': 'Entregados, devueltos y tasa de devolución',
    'impact.colWhat': 'Envase',
    'impact.colRate': 'Tasa de devo\u00adlución',
    'impact.shopTitle': 'Tú y la tienda',
    'impact.shopIntro':
      '{count, plural, one {# cliente ya ha recibido} other {# clientes ya han recibido}} su compra en vidrio retornable. Así estás tú frente a un cliente medio.',
    'impact.compareChart': 'Tus cifras comparadas con las de un cliente medio',
    'impact.compareTable': 'Tú, un cliente medio y toda la tienda',
    'impact.colFigure': 'Cifra',
    'impact.you': 'Tú',
    'impact.average': 'Cliente medio',
    'impact.shop': 'Toda la tienda',
    'impact.rowContainers': 'Envases de un solo uso evitados',
    'impact.rowPackaging': 'Vidrio y envases no fabricados',
    'impact.rowCo2e': 'CO₂e evitado',
    'impact.rowReturn': 'Tasa de devolución de botellas',
    'impact.methodTitle': 'Método y fuentes',
    'impact.method1':
      'Envases de un solo uso evitados: cada botella o tarro retornable entregado sustituye a un envase de un solo uso.',
    'impact.method2':
      'Vidrio y envases no fabricados: {large} por botella grande de un solo uso y {small} por botella pequeña, menos el desgaste de la botella retornable (un {ratio} % más pesada, contada sobre {uses} usos), más {cardboard} de cartón por caja entregada, que sustituye a una caja de cartón desechable.',
    'impact.method3':
      'CO₂e evitado: en todo su ciclo de vida, una botella retornable emite un {reduction} % menos de gases de efecto invernadero que una de un solo uso (ADEME y Deroche Consultants, 2009, botella de 75 cl reutilizada 20 veces; confirmado por la ADEME en 2018 en 10 sistemas de reutilización del vidrio). Lo aplicamos a la huella del vidrio de un solo uso, del orden de {factor} de CO₂e por kg (Base Empreinte de la ADEME).',
    'impact.method4':
      'Tasa de devolución: las cajas, botellas y tarros devueltos al repartidor, divididos entre los que te hemos entregado, redondeados al porcentaje inferior.',
    'impact.method5':
      'Son estimaciones para que te hagas una idea, no un análisis de ciclo de vida. Las cifras de toda la tienda se actualizan cada pocos minutos.',
    'impact.claimsTitle': 'Nuestras referencias',
  },
  'nl-BE': {
    'impact.intro':
      'Elke herbruikbare fles of pot die we je leveren, vervangt een wegwerpverpakking, en al het leeggoed dat je teruggeeft, wordt opnieuw gewassen en gevuld. Dit hebben je boodschappen vermeden sinds je eerste bestelling op {date}.',
    'impact.error': 'Je impact kan nu niet worden geladen. Probeer het opnieuw.',
    'impact.emptyTitle': 'Je impact begint bij je eerste levering',
    'impact.emptyText':
      'Elke geleverde herbruikbare fles of pot vervangt een wegwerpverpakking. Je cijfers verschijnen hier zodra je eerste bestelling geleverd is.',
    'impact.emptyCta': 'Ontdek de afdelingen',
    'impact.headlineTitle': 'Sinds je eerste bestelling',
    'impact.containers':
      '{count, plural, one {wegwerpverpakking vermeden} other {wegwerpverpakkingen vermeden}}',
    'impact.packaging': 'glas en verpakking niet geproduceerd',
    'impact.co2e': 'CO₂e minder in de atmosfeer',
    'impact.reused':
      '{count, plural, one {fles of pot teruggegeven, klaar voor hergebruik} other {flessen en potten teruggegeven, klaar voor hergebruik}}',
    'impact.monthsTitle': 'Maand per maand',
    'impact.monthsIntro': 'De herbruikbare flessen en potten die je geleverd kreeg, en die je teruggaf.',
    'impact.monthsChart': 'Geleverde en teruggegeven flessen en potten, per maand',
    'impact.monthsTable': 'Details per maand',
    'impact.delivered': 'Geleverd',
    'impact.returned': 'Terug\u00adgegeven',
    'impact.colMonth': 'Maand',
    'impact.colCo2e': 'Vermeden CO₂e',
    'impact.total': 'Totaal',
    'impact.returnTitle': 'Jouw retourpercentage',
    'impact.returnIntro':
      'Een herbruikbare fles doet het beter dan een wegwerpfles vanaf {uses} keer gebruik: elke fles die je teruggeeft, gaat nog een keer mee.',
    'impact.bottles': 'Flessen en potten',
    'impact.crates': 'Bakken',
    'impact.gaugeLabel': '{what}: {rate} teruggegeven',
    'impact.nothingYet': 'Nog niets terug te geven',
    'impact.rateTable': 'Geleverd, teruggegeven en retourpercentage',
    'impact.colWhat': 'Verpakking',
    'impact.colRate': 'Retour\u00adpercentage',
    'impact.shopTitle': 'Jij en de winkel',
    'impact.shopIntro':
      '{count, plural, one {# klant kreeg al een levering} other {# klanten kregen al een levering}} in herbruikbaar glas. Zo sta jij tegenover een gemiddelde klant.',
    'impact.compareChart': 'Jouw cijfers vergeleken met die van een gemiddelde klant',
    'impact.compareTable': 'Jij, een gemiddelde klant en de hele winkel',
    'impact.colFigure': 'Cijfer',
    'impact.you': 'Jij',
    'impact.average': 'Gemiddelde klant',
    'impact.shop': 'Hele winkel',
    'impact.rowContainers': 'Vermeden wegwerpverpakkingen',
    'impact.rowPackaging': 'Niet geproduceerd glas en verpakking',
    'impact.rowCo2e': 'Vermeden CO₂e',
    'impact.rowReturn': 'Retourpercentage van de flessen',
    'impact.methodTitle': 'Methode en bronnen',
    'impact.method1':
      'Vermeden wegwerpverpakkingen: elke geleverde herbruikbare fles of pot vervangt een verpakking voor eenmalig gebruik.',
    'impact.method2':
      'Niet geproduceerd glas en verpakking: {large} per grote wegwerpfles en {small} per kleine, min de slijtage van de herbruikbare fles ({ratio} % zwaarder, gerekend over {uses} keer gebruik), plus {cardboard} karton per geleverde bak, die een wegwerpdoos vervangt.',
    'impact.method3':
      'Vermeden CO₂e: over haar hele levenscyclus stoot een herbruikbare fles {reduction} % minder broeikasgassen uit dan een wegwerpfles (ADEME en Deroche Consultants, 2009, fles van 75 cl die 20 keer hergebruikt wordt; in 2018 door ADEME bevestigd voor 10 hergebruiksystemen voor glas). We passen dat toe op de voetafdruk van wegwerpglas, zowat {factor} CO₂e per kg (Base Empreinte van ADEME).',
    'impact.method4':
      'Retourpercentage: de bakken, flessen en potten die je aan de chauffeur teruggaf, gedeeld door wat je geleverd kreeg, naar beneden afgerond op een procent.',
    'impact.method5':
      'Dit zijn schattingen om je een idee te geven, geen levenscyclusanalyse. De cijfers van de hele winkel worden om de paar minuten bijgewerkt.',
    'impact.claimsTitle': 'Onze ijkpunten',
  },
});
