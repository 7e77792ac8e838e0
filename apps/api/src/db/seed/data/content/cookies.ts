import { belgian, type SeedContentPage, type SeedPageText } from './types.js';

const fr: SeedPageText = {
  title: 'Cookies',
  summary: 'Les quelques cookies que notre boutique dépose, à quoi ils servent et comment les supprimer.',
  body: `Un cookie est un petit fichier enregistré par votre navigateur. Notre boutique en utilise **le moins
possible** : uniquement ceux qui font fonctionner le site. Nous ne déposons aucun cookie publicitaire
et ne revendons aucune donnée de navigation.

## Les cookies que nous utilisons

| Cookie | À quoi il sert | Durée |
| --- | --- | --- |
| locale | retenir la langue choisie (français, espagnol, néerlandais) | 365 jours |
| access_token | vous garder connecté pendant votre visite | 7 jours maximum |
| refresh_token | renouveler la connexion sans retaper le mot de passe | 30 jours |

Ces cookies sont **strictement nécessaires** : ils ne demandent pas votre consentement, car le site ne
pourrait pas fonctionner sans eux. Ils ne sont jamais partagés avec des tiers.

## Et le panier, l'adresse, le créneau ?

Votre panier, votre créneau et votre solde de cagnotte sont enregistrés sur votre compte, sur nos
serveurs, pour que vous les retrouviez sur votre téléphone comme sur votre ordinateur. L'adresse
choisie avant la connexion et votre entrepôt sont gardés dans le stockage local de votre navigateur.

## Le chat du service client

Si vous ouvrez le chat du service client, le prestataire du chat peut déposer ses propres cookies pour
conserver la conversation. Ils ne sont déposés qu'après un clic sur le bouton du chat.

## Comment les supprimer

Vous pouvez effacer les cookies à tout moment dans les réglages de votre navigateur, rubrique
« Confidentialité ». Vous serez alors déconnecté et la langue reviendra à celle de votre navigateur.

## Une question ?

Pour toute question sur vos données, écrivez à [donnees@consigne.app](mailto:donnees@consigne.app) ou
consultez notre page sur les données personnelles.`,
};

export const cookies: SeedContentPage = {
  key: 'cookies',
  slug: 'cookies',
  texts: {
    fr,
    be: belgian(fr, [
      ['sur votre téléphone comme sur votre ordinateur', 'sur votre GSM comme sur votre ordinateur'],
    ]),
    es: {
      title: 'Cookies',
      summary: 'Las pocas cookies que usa nuestra tienda, para qué sirven y cómo borrarlas.',
      body: `Una cookie es un pequeño archivo que guarda tu navegador. Nuestra tienda usa **las mínimas
posibles**: solo las que hacen funcionar la web. No instalamos cookies publicitarias ni revendemos datos
de navegación.

## Las cookies que usamos

| Cookie | Para qué sirve | Duración |
| --- | --- | --- |
| locale | recordar el idioma elegido (francés, español, neerlandés) | 365 días |
| access_token | mantener tu sesión iniciada durante la visita | 7 días como máximo |
| refresh_token | renovar la sesión sin volver a escribir la contraseña | 30 días |

Estas cookies son **estrictamente necesarias**: no requieren tu consentimiento, porque la web no podría
funcionar sin ellas. Nunca se comparten con terceros.

## ¿Y la cesta, la dirección, la franja?

Tu cesta, tu franja horaria y el saldo de tu monedero se guardan en tu cuenta, en nuestros servidores,
para que los encuentres tanto en el móvil como en el ordenador. La dirección elegida antes de iniciar
sesión y tu almacén se guardan en el almacenamiento local de tu navegador.

## El chat de atención al cliente

Si abres el chat de atención al cliente, su proveedor puede instalar sus propias cookies para conservar
la conversación. Solo se instalan después de pulsar el botón del chat.

## Cómo borrarlas

Puedes borrar las cookies cuando quieras en los ajustes de tu navegador, en el apartado «Privacidad».
Entonces se cerrará tu sesión y el idioma volverá a ser el de tu navegador.

## ¿Alguna pregunta?

Para cualquier duda sobre tus datos, escribe a [donnees@consigne.app](mailto:donnees@consigne.app) o
consulta nuestra página de datos personales.`,
    },
    'nl-BE': {
      title: 'Cookies',
      summary: 'De paar cookies die onze winkel plaatst, waarvoor ze dienen en hoe je ze verwijdert.',
      body: `Een cookie is een klein bestand dat je browser bewaart. Onze winkel gebruikt er **zo weinig mogelijk**:
alleen de cookies die de site laten werken. We plaatsen geen advertentiecookies en verkopen geen
surfgegevens door.

## De cookies die we gebruiken

| Cookie | Waarvoor | Duur |
| --- | --- | --- |
| locale | de gekozen taal onthouden (Frans, Spaans, Nederlands) | 365 dagen |
| access_token | je aangemeld houden tijdens je bezoek | maximaal 7 dagen |
| refresh_token | je sessie vernieuwen zonder opnieuw je wachtwoord te typen | 30 dagen |

Deze cookies zijn **strikt noodzakelijk**: ze vragen geen toestemming, want zonder hen werkt de site niet.
Ze worden nooit met derden gedeeld.

## En je winkelmandje, adres en tijdslot?

Je winkelmandje, je tijdslot en het saldo van je spaarpot staan in je account, op onze servers, zodat je
ze terugvindt op je gsm en op je computer. Het adres dat je koos voor je inlogde en je magazijn worden
in de lokale opslag van je browser bewaard.

## De chat van de klantendienst

Open je de chat van de klantendienst, dan kan de chatdienst eigen cookies plaatsen om het gesprek te
bewaren. Dat gebeurt pas nadat je op de chatknop klikt.

## Hoe verwijder je ze?

Je kunt cookies altijd wissen in de instellingen van je browser, onder 'Privacy'. Je wordt dan
afgemeld en de taal valt terug op die van je browser.

## Een vraag?

Voor vragen over je gegevens mail je naar [donnees@consigne.app](mailto:donnees@consigne.app) of lees je
onze pagina over persoonsgegevens.`,
    },
  },
};
