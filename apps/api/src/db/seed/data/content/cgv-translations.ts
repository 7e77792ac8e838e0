import type { SeedPageText } from './types.js';

/** Spanish and Belgian Dutch general terms of sale (the French text is the reference, in cgv.ts). */
export const cgvEs: SeedPageText = {
  title: 'Condiciones generales de venta',
  summary:
    'Las reglas de tus pedidos: precios, depósito de cajas y botellas, entrega en el mismo día, desistimiento y datos.',
  body: `Estas condiciones generales de venta se aplican a todo pedido realizado en la tienda consigne, tanto
en la web como en la aplicación. Al confirmar un pedido, declaras haberlas leído y aceptado.

## Artículo 1 – Objeto

Estas condiciones regulan la venta a distancia y la entrega a domicilio o en punto de recogida de
productos de alimentación, bebidas y productos del hogar, en envases retornables, así como la recogida
de esos envases.

## Artículo 2 – Pedidos

- Puede pedir cualquier persona mayor de edad con una dirección situada en una zona de reparto.
- La venta de bebidas alcohólicas está reservada a personas de **18 años o más**; el repartidor puede
  pedir un documento de identidad y negarse a entregar en caso de duda.
- Se puede pedir **hasta 2 horas antes del inicio de la franja** elegida.
- El pedido es firme tras el pago; un correo de confirmación resume su contenido.

## Artículo 3 – Precios

Los precios se indican en euros, impuestos incluidos, sin depósito ni gastos de entrega. Los clientes
profesionales ven también los precios sin impuestos. Se aplica el precio mostrado en el momento de
confirmar el pedido.

## Artículo 4 – Depósito

Los productos se entregan en cajas de 12 botellas grandes o 20 botellas pequeñas, sin mezclar formatos.
El depósito facturado es de:

- **3 €** por caja;
- **0,20 €** por botella grande;
- **0,10 €** por botella pequeña.

El repartidor recoge las cajas y botellas vacías en la entrega siguiente. El depósito de los envases
devueltos en buen estado se abona en el **monedero** (cagnotte) del cliente y se descuenta de su próximo
pedido. Un envase roto o incompleto no da derecho a la devolución de su depósito.

## Artículo 5 – Entrega

La entrega se hace el mismo día, entre las **9:00 y las 21:00**, en la franja elegida y en vehículo
eléctrico. Es **gratuita a partir de 40 € de compra**; por debajo, se aplican 3 € de gastos. El
cliente o una persona designada debe estar presente para recibir el pedido y comprobar los productos.

## Artículo 6 – Derecho de desistimiento

De acuerdo con la normativa de consumo, el cliente dispone de 14 días para desistir, salvo para los
productos perecederos y los productos desprecintados tras la entrega. El reembolso se realiza en los 14
días siguientes a la recogida de los productos.

## Artículo 7 – Datos personales

Los datos recogidos sirven para tramitar los pedidos, las entregas y la recogida de los envases vacíos.
Su tratamiento se describe en nuestra política de datos personales.

## Artículo 8 – Atención al cliente y litigios

El servicio de atención al cliente responde de lunes a sábado, de 8:30 a 21:30. Estas condiciones se
rigen por el derecho francés; en caso de litigio, el cliente puede recurrir gratuitamente a un mediador
de consumo.`,
};

export const cgvNl: SeedPageText = {
  title: 'Algemene verkoopsvoorwaarden',
  summary:
    'De regels voor je bestellingen: prijzen, leeggoed op bakken en flessen, levering dezelfde dag, herroeping en gegevens.',
  body: `Deze algemene verkoopsvoorwaarden gelden voor elke bestelling in de winkel consigne, op de website en in
de app. Door een bestelling te bevestigen, verklaar je dat je ze gelezen en aanvaard hebt.

## Artikel 1 – Voorwerp

Deze voorwaarden regelen de verkoop op afstand en de levering aan huis of in een afhaalpunt van voeding,
dranken en huishoudproducten in herbruikbare verpakkingen, en de terugname van die verpakkingen.

## Artikel 2 – Bestellingen

- Elke meerderjarige met een adres in een bediende zone kan bestellen.
- Alcoholische dranken worden alleen verkocht aan personen van **18 jaar of ouder**; de chauffeur kan
  een identiteitsbewijs vragen en de levering weigeren bij twijfel.
- Bestellen kan **tot 2 uur voor het begin van het gekozen tijdslot**.
- De bestelling is definitief na betaling; een bevestigingsmail vat de inhoud samen.

## Artikel 3 – Prijzen

De prijzen zijn vermeld in euro, inclusief btw, zonder leeggoed en leveringskosten. Professionele
klanten zien ook de prijzen exclusief btw. De prijs die geldt, is de prijs die getoond wordt op het
moment dat de bestelling bevestigd wordt.

## Artikel 4 – Leeggoed

De producten worden geleverd in bakken van 12 grote of 20 kleine flessen, zonder de formaten te mengen.
Het aangerekende leeggoed bedraagt:

- **€ 3** per bak;
- **€ 0,20** per grote fles;
- **€ 0,10** per kleine fles.

De chauffeur neemt de lege bakken en flessen mee bij de volgende levering. Het leeggoed van de
verpakkingen die in goede staat terugkomen, wordt op de **spaarpot** van de klant gezet en van de
volgende bestelling afgetrokken. Voor een gebroken of onvolledige verpakking wordt geen leeggoed
terugbetaald.

## Artikel 5 – Levering

De levering gebeurt dezelfde dag, tussen **9 en 21 uur**, in het gekozen tijdslot, met een elektrisch
voertuig. Ze is **gratis vanaf € 40** aan aankopen; daaronder kost ze € 3. De klant of een aangeduide
persoon moet aanwezig zijn om de bestelling in ontvangst te nemen en de producten na te kijken.

## Artikel 6 – Herroepingsrecht

Overeenkomstig het Wetboek van economisch recht heeft de klant 14 dagen om af te zien van de aankoop,
behalve voor bederfelijke producten en producten waarvan de verzegeling na levering verbroken is. De
terugbetaling gebeurt binnen 14 dagen na de terugname van de producten.

## Artikel 7 – Persoonsgegevens

De verzamelde gegevens dienen om de bestellingen, de leveringen en de terugname van het leeggoed te
verwerken. De verwerking staat beschreven in ons beleid rond persoonsgegevens.

## Artikel 8 – Klantendienst en geschillen

De klantendienst is bereikbaar van maandag tot zaterdag, van 8.30 tot 21.30 uur. Op deze voorwaarden is
het Belgisch recht van toepassing; bij een geschil kan de klant gratis terecht bij de
Consumentenombudsdienst.`,
};
