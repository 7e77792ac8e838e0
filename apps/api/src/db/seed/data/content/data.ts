import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Données personnelles',
  summary:
    'Quelles données nous collectons, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
  body: `Nous collectons uniquement les données nécessaires pour vous livrer et reprendre vos vides. Cette
page explique ce que nous en faisons, conformément au Règlement général sur la protection des données
(RGPD).

## Les données que nous traitons

- **Compte** : prénom, nom, adresse e-mail, téléphone et mot de passe (stocké sous forme chiffrée).
- **Livraison** : adresses, type de logement, instructions d'accès, créneaux choisis.
- **Commandes** : produits, montants, factures, consigne en attente et solde de votre cagnotte.
- **Préférences** : langue, abonnement à la newsletter, parrainages.

## Pourquoi nous les utilisons

- Préparer, livrer et facturer vos commandes (exécution du contrat).
- Suivre les caisses et bouteilles à reprendre et créditer votre cagnotte.
- Vous envoyer nos actualités, uniquement si vous l'avez accepté.
- Respecter nos obligations comptables et la vente d'alcool aux seules personnes majeures.

## Combien de temps

Les données de compte sont conservées tant que le compte est actif, puis 3 ans après la dernière
commande. Les factures sont conservées 10 ans, comme l'exige la loi.

## Qui y a accès

Seules nos équipes de préparation, de livraison et de service client, ainsi que nos prestataires
techniques (hébergement, paiement, envoi d'e-mails) dans la limite de leur mission. **Nous ne vendons
jamais vos données.**

## Vos droits

Vous pouvez accéder à vos données, les rectifier, les effacer, en limiter le traitement, vous opposer à
leur usage commercial et demander leur portabilité. Écrivez-nous à
[donnees@consigne.app](mailto:donnees@consigne.app) ; nous répondons sous un mois. Vous pouvez aussi
introduire une réclamation auprès de la CNIL.

## Sécurité

Les échanges sont chiffrés, les mots de passe ne sont jamais stockés en clair et les accès internes sont
limités et tracés.`,
};

export const data: SeedContentPage = {
  key: 'data',
  slug: 'donnees-personnelles',
  texts: {
    fr,
    be: belgian(fr, [
      ['auprès de la CNIL', "auprès de l'Autorité de protection des données"],
      ['adresse e-mail, téléphone', 'adresse e-mail, numéro de GSM'],
    ]),
    es: {
      title: 'Datos personales',
      summary: 'Qué datos recogemos, para qué, cuánto tiempo los conservamos y cómo ejercer tus derechos.',
      body: `Solo recogemos los datos necesarios para entregarte tu pedido y recoger tus envases vacíos. Esta
página explica qué hacemos con ellos, conforme al Reglamento General de Protección de Datos (RGPD).

## Los datos que tratamos

- **Cuenta**: nombre, apellidos, correo electrónico, teléfono y contraseña (guardada cifrada).
- **Entrega**: direcciones, tipo de vivienda, instrucciones de acceso, franjas elegidas.
- **Pedidos**: productos, importes, facturas, depósito pendiente y saldo de tu monedero.
- **Preferencias**: idioma, suscripción al boletín, recomendaciones a amigos.

## Para qué los usamos

- Preparar, entregar y facturar tus pedidos (ejecución del contrato).
- Seguir las cajas y botellas por recoger y abonar tu monedero.
- Enviarte nuestras novedades, solo si lo has aceptado.
- Cumplir nuestras obligaciones contables y vender alcohol solo a mayores de edad.

## Cuánto tiempo

Los datos de la cuenta se conservan mientras la cuenta esté activa y, después, 3 años desde el último
pedido. Las facturas se conservan 10 años, como exige la ley.

## Quién accede a ellos

Solo nuestros equipos de preparación, reparto y atención al cliente, y nuestros proveedores técnicos
(alojamiento, pago, envío de correos) dentro de los límites de su misión. **Nunca vendemos tus datos.**

## Tus derechos

Puedes acceder a tus datos, rectificarlos, suprimirlos, limitar su tratamiento, oponerte a su uso
comercial y solicitar su portabilidad. Escríbenos a
[donnees@consigne.app](mailto:donnees@consigne.app); respondemos en el plazo de un mes. También puedes
presentar una reclamación ante la autoridad de protección de datos de tu país.

## Seguridad

Las comunicaciones están cifradas, las contraseñas nunca se guardan en claro y los accesos internos están
limitados y registrados.`,
    },
    'nl-BE': {
      title: 'Persoonsgegevens',
      summary: 'Welke gegevens we verzamelen, waarom, hoelang we ze bewaren en hoe je je rechten uitoefent.',
      body: `We verzamelen alleen de gegevens die nodig zijn om je te beleveren en je leeggoed op te halen. Op deze
pagina lees je wat we ermee doen, in overeenstemming met de Algemene Verordening Gegevensbescherming
(AVG).

## Welke gegevens we verwerken

- **Account**: voornaam, naam, e-mailadres, gsm-nummer en wachtwoord (versleuteld bewaard).
- **Levering**: adressen, type woning, toegangsinstructies, gekozen tijdsloten.
- **Bestellingen**: producten, bedragen, facturen, openstaand leeggoed en het saldo van je spaarpot.
- **Voorkeuren**: taal, inschrijving op de nieuwsbrief, peterschappen.

## Waarvoor we ze gebruiken

- Je bestellingen klaarzetten, leveren en factureren (uitvoering van de overeenkomst).
- De bakken en flessen opvolgen die we moeten ophalen, en je spaarpot aanvullen.
- Je ons nieuws sturen, alleen als je daarmee akkoord ging.
- Onze boekhoudkundige verplichtingen nakomen en alcohol alleen aan meerderjarigen verkopen.

## Hoelang

Accountgegevens bewaren we zolang je account actief is, en daarna 3 jaar na je laatste bestelling.
Facturen bewaren we 10 jaar, zoals de wet voorschrijft.

## Wie er toegang toe heeft

Alleen onze teams voor orderpicking, levering en klantendienst, en onze technische dienstverleners
(hosting, betaling, verzending van e-mails) binnen de grenzen van hun opdracht. **We verkopen je
gegevens nooit.**

## Je rechten

Je kunt je gegevens inkijken, verbeteren, wissen, de verwerking beperken, je verzetten tegen commercieel
gebruik en vragen om ze over te dragen. Mail ons op [donnees@consigne.app](mailto:donnees@consigne.app);
we antwoorden binnen een maand. Je kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit.

## Beveiliging

Alle verbindingen zijn versleuteld, wachtwoorden worden nooit leesbaar opgeslagen en interne toegang is
beperkt en wordt gelogd.`,
    },
  },
};
