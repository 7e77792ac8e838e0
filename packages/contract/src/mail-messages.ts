import { defineMessages } from '@consigne/domain';

/**
 * The texts of every e-mail the shop sends, in the four locales: a feature catalog like the
 * storefront's (apps/web/app/i18n/features), registered among them (features/index.ts), so the
 * same completeness, parameter and plural checks hold; the API renders them with the same
 * formatter (formatMessage). Here rather than in the web app because the API must not import the
 * app (docs/adr/0027). Amounts, dates and counts are parameters formatted for the locale; a label
 * and its value go through 'mail.field', which knows each language's colon.
 */
export const mailMessages = defineMessages({
  fr: {
    'mail.greeting': 'Bonjour {firstname},',
    'mail.greetingAnonymous': 'Bonjour,',
    'mail.field': '{label} : {value}',
    'mail.fallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    'mail.viewOrder': 'Voir ma commande',
    'mail.signature': 'L’équipe consigne',
    'mail.footer':
      'Courses et boissons consignées, livrées le jour même. Service client du lundi au samedi de 8h30 à 21h30.',

    'mail.reset.subject': 'Réinitialisez votre mot de passe consigne',
    'mail.reset.intro':
      'Vous avez demandé à réinitialiser le mot de passe de votre compte consigne. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
    'mail.reset.button': 'Choisir un nouveau mot de passe',
    'mail.reset.expiry': 'Ce lien est valable 1 heure et ne peut servir qu’une seule fois.',
    'mail.reset.ignore':
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',

    'mail.register.subject': 'Confirmez la création de votre compte consigne',
    'mail.register.intro':
      'Merci pour votre inscription ! Pour activer votre compte consigne, confirmez votre adresse e-mail avec le bouton ci-dessous.',
    'mail.register.button': 'Activer mon compte',
    'mail.register.expiry': 'Ce lien est valable 24 heures et ne peut servir qu’une seule fois.',
    'mail.register.ignore':
      'Si vous n’êtes pas à l’origine de cette inscription, ignorez cet e-mail : aucun compte ne sera créé.',

    'mail.registerTaken.subject': 'Une tentative d’inscription avec votre adresse e-mail',
    'mail.registerTaken.intro':
      'Quelqu’un (peut-être vous) a essayé de créer un compte consigne avec votre adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n’a été créé.',
    'mail.registerTaken.action':
      'Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l’avez oublié.',
    'mail.registerTaken.login': 'Me connecter',
    'mail.registerTaken.reset': 'Mot de passe oublié ?',
    'mail.registerTaken.ignore': 'Si ce n’était pas vous, ignorez cet e-mail : votre compte reste inchangé.',

    'mail.order.subject': 'Votre commande n° {id} est confirmée',
    'mail.order.intro':
      'Merci pour votre commande ! Nous la préparons et notre fourgon électrique vous la livre sur votre créneau.',
    'mail.order.slot': 'Créneau',
    'mail.order.address': 'Adresse de livraison',
    'mail.order.pickup': 'Mon point de retrait',
    'mail.order.items': '{count, plural, one {# article} other {# articles}}',
    'mail.order.total': 'Montant à régler',
    'mail.order.payOnDelivery': 'Paiement à la livraison',
    'mail.order.payByCard': 'Paiement par carte',
    'mail.order.deposits':
      'Gardez vos caisses et bouteilles vides : le livreur les récupère à votre prochaine livraison et la consigne revient dans votre cagnotte.',
    'mail.order.change': 'Vous pouvez changer de créneau ou annuler jusqu’à 2 heures avant la livraison.',

    'mail.instructions.title': 'Instructions de livraison',
    'mail.instructions.entryCode': 'Code d’accès',
    'mail.instructions.ring_twice': 'Sonner deux fois',
    'mail.instructions.leave_with_neighbour': 'Laisser chez un voisin',
    'mail.instructions.leave_at_door': 'Déposer devant la porte',
    'mail.instructions.call_on_arrival': 'Appeler en arrivant',
    'mail.slotCancelled.subject':
      'Votre commande n° {id} est annulée : nous ne pouvons pas livrer ce créneau',
    'mail.slotCancelled.intro':
      'Nous sommes désolés : nous ne pourrons pas livrer le créneau {slot}. Votre commande n° {id} est donc annulée.',
    'mail.slotCancelled.reason': 'Motif',
    'mail.slotCancelled.givenBack':
      'Vous n’avez rien à payer : si vous aviez utilisé votre cagnotte ou un code promo, ils vous ont été rendus.',
    'mail.slotCancelled.again':
      'Vous pouvez commander de nouveau sur un autre créneau, vos produits vous attendent.',
    'mail.slotCancelled.button': 'Choisir un autre créneau',

    'mail.deliveryFailed.subject': 'Nous n’avons pas pu livrer votre commande n° {id}',
    'mail.deliveryFailed.intro':
      'Notre livreur est passé pour votre créneau {slot}, mais n’a pas pu vous remettre votre commande n° {id}.',
    'mail.deliveryFailed.reason': 'Motif',
    'mail.deliveryFailed.reason.absent': 'personne n’était là pour la recevoir',
    'mail.deliveryFailed.reason.refused': 'la commande a été refusée à la porte',
    'mail.deliveryFailed.reason.address_not_found': 'nous n’avons pas trouvé l’adresse',
    'mail.deliveryFailed.reason.age_not_verified':
      'nous n’avons pas pu vérifier l’âge de la personne qui la recevait (boissons alcoolisées)',
    'mail.deliveryFailed.reason.damaged': 'des produits ont été abîmés pendant le transport',
    'mail.deliveryFailed.reason.other': 'un imprévu lors de la livraison',
    'mail.deliveryFailed.nothingToPay':
      'Vous n’avez rien à payer pour cette livraison, et aucune consigne ne vous est facturée.',
    'mail.deliveryFailed.cardRefund':
      'Le montant payé par carte vous est remboursé : il apparaîtra sur votre compte d’ici quelques jours.',
    'mail.deliveryFailed.again':
      'Choisissez un nouveau créneau en un clic : nous vous livrons les mêmes produits.',
    'mail.deliveryFailed.button': 'Choisir un nouveau créneau',

    'mail.deliveryWindow.subject': 'Votre commande n° {id} arrive {when} entre {from} et {to}',
    'mail.day.today': 'aujourd’hui',
    'mail.day.tomorrow': 'demain',
    'mail.day.other': 'le {date}',
    'mail.deliveryWindow.intro':
      'Bonne nouvelle : notre livreur passera entre {from} et {to} avec votre commande n° {id} (créneau {slot}).',
    'mail.deliveryWindow.track':
      'Suivez votre livraison en direct : vous verrez combien d’arrêts il reste avant le vôtre.',
    'mail.deliveryWindow.button': 'Suivre ma livraison',
    'mail.twoStopsAway.subject': 'Votre livreur arrive bientôt',
    'mail.twoStopsAway.intro':
      '{stops, plural, =0 {Vous êtes le prochain arrêt de notre livreur : il arrive.} one {Notre livreur n’a plus qu’un arrêt avant le vôtre.} other {Notre livreur n’a plus que # arrêts avant le vôtre.}}',
    'mail.twoStopsAway.ready': 'Préparez vos vides : il les reprend à la livraison.',

    'mail.slotMoved.subject': 'Votre commande n° {id} est déplacée au créneau {slot}',
    'mail.slotMoved.intro':
      'Nous avons dû déplacer votre commande n° {id} : elle vous sera livrée le {slot}, au lieu du {previous}.',
    'mail.slotMoved.reason': 'Motif',
    'mail.slotMoved.kept':
      'Rien d’autre ne change : vos produits vous restent réservés et le montant de votre commande est le même.',
    'mail.slotMoved.change':
      'Ce créneau ne vous convient pas ? Vous pouvez en choisir un autre ou annuler depuis votre commande, jusqu’à 2 heures avant la livraison.',

    'mail.orderChanged.subject': 'Votre commande n° {id} a été modifiée',
    'mail.orderChanged.intro':
      'En préparant votre commande, nous n’avons pas trouvé un produit en rayon. Toutes nos excuses ! Voici ce que nous avons fait :',
    'mail.orderChanged.removed': '{missing} × {quantity} : retiré de votre commande.',
    'mail.orderChanged.substituted': '{missing} × {quantity} : remplacé par {substitute}.',
    'mail.orderChanged.cheaper':
      'Vous ne payez jamais un produit de remplacement plus cher que celui qui manquait.',
    'mail.orderChanged.total': 'Nouveau montant à régler',
    'mail.orderChanged.walletRefund': '{amount} sont revenus dans votre cagnotte.',
    'mail.orderChanged.editedIntro':
      'Comme convenu avec notre service client, nous avons modifié votre commande :',
    'mail.orderChanged.edited': '{product} : {from} → {to}',
    'mail.orderChanged.promoDropped':
      'Le code promo {code} ne s’applique plus : le montant minimum de la commande n’est plus atteint.',
    'mail.orderChanged.cardRefundDue': '{amount} vous seront remboursés sur votre carte.',
    'mail.orderChanged.shopperIntro': 'Vous avez modifié votre commande :',
    'mail.orderChanged.topUpDue':
      'Il reste {amount} à payer par carte : réglez la différence depuis votre commande avant la livraison.',

    'mail.door.subject': 'Votre commande n° {id} est livrée, sans les produits refusés',
    'mail.door.intro':
      'Votre commande a été livrée. Ces produits ne vous ont pas été remis et ne vous sont pas facturés, consignes comprises :',
    'mail.door.line': '{product} × {quantity} : {reason}',
    'mail.door.reason.damaged': 'abîmé',
    'mail.door.reason.wrongProduct': 'pas le bon produit',
    'mail.door.reason.substitute': 'produit de remplacement refusé',
    'mail.door.reason.notWanted': 'refusé à la livraison',
    'mail.door.reason.age': 'âge non vérifié (alcool interdit aux mineurs)',
    'mail.door.total': 'Montant de votre commande',
    'mail.door.payAtDoor': 'Payée à la livraison : seuls les produits remis vous ont été demandés.',

    'mail.sponsorship.invitationSubject': '{sponsor} vous invite à découvrir consigne',
    'mail.sponsorship.reminderInvitedSubject': 'Rappel : {sponsor} vous invite à découvrir consigne',
    'mail.sponsorship.reminderRegisteredSubject': '{sponsor} vous rappelle votre première commande consigne',
    'mail.sponsorship.invitationIntro':
      '{sponsor} fait ses courses avec consigne : épicerie et boissons en contenants consignés, livrées le jour même, et des vides repris à la livraison suivante.',
    'mail.sponsorship.reminderInvitedIntro':
      '{sponsor} vous a invité à découvrir consigne : épicerie et boissons en contenants consignés, livrées le jour même. Votre invitation vous attend toujours.',
    'mail.sponsorship.reminderRegisteredIntro':
      '{sponsor} vous a parrainé sur consigne, et votre première commande vous attend : choisissez vos produits et un créneau, on s’occupe du reste.',
    'mail.sponsorship.code': 'Votre code de parrainage : {code}',
    'mail.sponsorship.howItWorks':
      'Créez votre compte avec ce code : à la livraison de votre première commande, {sponsor} reçoit {amount} dans sa cagnotte.',
    'mail.sponsorship.createAccount': 'Créer mon compte',
    'mail.sponsorship.shop': 'Faire mes courses',

    // Notifications (apps/api/src/modules/notifications): a title and a short text per event, for a
    // push, an SMS and the e-mail of the events that have no e-mail of their own.
    'mail.notify.open': 'Voir le détail',
    'mail.notify.sms': 'consigne : {title}. {body} {link}',
    'mail.notify.orderPlaced.title': 'Commande n° {id} confirmée',
    'mail.notify.orderPlaced.body': 'Merci ! Nous préparons votre commande pour votre créneau.',
    'mail.notify.orderChanged.title': 'Commande n° {id} modifiée',
    'mail.notify.orderChanged.body': 'Votre commande a changé : le détail est dans votre compte.',
    'mail.notify.lineSubstituted.title': 'Commande n° {id} : un produit remplacé',
    'mail.notify.lineSubstituted.body':
      '{missing} manquait : {substitute} le remplace, jamais plus cher. Vous pouvez le refuser depuis votre commande.',
    'mail.orderChanged.refuse':
      'Ce remplacement ne vous convient pas ? Refusez-le depuis votre commande tant qu’elle est au magasin, ou auprès du livreur : il vous est remboursé.',
    'mail.notify.deliveryWindow.title': 'Livraison {when} entre {from} et {to}',
    'mail.notify.deliveryWindow.body':
      'Votre commande n° {id} arrive entre {from} et {to}. Suivez le camion en direct.',
    'mail.notify.twoStopsAway.title': 'Votre livreur arrive bientôt',
    'mail.notify.twoStopsAway.body': 'Plus que 2 arrêts avant le vôtre : préparez vos bouteilles vides !',
    'mail.notify.delivered.title': 'Commande n° {id} livrée',
    'mail.notify.delivered.body': 'Votre commande vous a été remise. Merci et à bientôt !',
    'mail.notify.deliveryFailed.title': 'Commande n° {id} non livrée',
    'mail.notify.deliveryFailed.body':
      'Nous n’avons pas pu vous livrer : choisissez un nouveau créneau en un clic.',
    'mail.notify.depositCredited.title': '{amount} de consignes dans votre cagnotte',
    'mail.notify.depositCredited.body':
      '{amount} ont été ajoutés à votre cagnotte pour les consignes rendues.',
    'mail.notify.usualBasketReminder.title': 'Votre panier habituel part bientôt',
    'mail.notify.usualBasketReminder.body':
      'Votre panier habituel sera commandé à {placeAt} pour une livraison {when} entre {from} et {to}. Relisez-le, sautez cette semaine ou mettez-le en pause.',
    'mail.notify.usualBasketFailed.title': 'Votre panier habituel n’a pas pu être commandé',
    'mail.notify.usualBasketFailed.body':
      'Votre panier habituel pour {when} n’a pas pu être commandé : voyez pourquoi et que faire dans votre compte.',
    'mail.notify.usualBasketPaymentDeclined.title': 'Le paiement de votre panier habituel a été refusé',
    'mail.notify.usualBasketPaymentDeclined.body':
      'Votre commande n° {id} est passée, mais votre banque a refusé le paiement sur votre carte enregistrée. Payez-la avant {payBy} avec le lien de paiement, sinon elle sera annulée.',
    'mail.usualBasket.payNow': 'Payer ma commande',
    'mail.usualBasket.review': 'Relire mon panier habituel',
    'mail.usualBasket.skip': 'Sauter cette semaine',
    'mail.usualBasket.pause': 'Mettre en pause jusqu’au…',
    'mail.usualBasket.failed.slotFull':
      'Le créneau est complet cette semaine. Choisissez un autre créneau et commandez depuis votre panier, ou attendez la semaine prochaine.',
    'mail.usualBasket.failed.nothingInStock':
      'Aucun produit de votre panier habituel n’est en stock, même en remplacement. Modifiez votre panier habituel ou commandez autre chose.',
    'mail.usualBasket.failed.paymentDeclined':
      'Votre banque a refusé le paiement par carte. Payez votre commande avec le lien de paiement reçu, ou choisissez le paiement à la livraison.',
    'mail.usualBasket.failed.noSlot':
      'Votre créneau réservé ne correspond plus à votre adresse de livraison. Réservez à nouveau votre créneau hebdomadaire.',
    'mail.usualBasket.failed.notPlaceable':
      'Votre commande n’a pas pu être passée (minimum de commande non atteint ou créneau fermé). Vérifiez votre panier habituel.',
    'mail.retention.subject': 'Votre compte consigne sera anonymisé le {date}',
    'mail.retention.intro':
      'Vous ne vous êtes pas connecté et n’avez rien commandé depuis {years, plural, one {# an} other {# ans}}. Nous ne gardons pas sans fin les données d’un compte qui ne sert plus : le {date}, votre nom, votre adresse e-mail, votre téléphone et vos adresses seront effacés.',
    'mail.retention.keep': 'Pour garder votre compte, il suffit de vous connecter avant cette date.',
    'mail.retention.button': 'Me connecter',
    'mail.retention.invoices': 'Vos factures restent conservées dix ans, comme la loi l’exige.',
  },
  // Belgian French: French, but Belgium's "service clientèle".
  be: {
    'mail.notify.depositCredited.title': '{amount} de vidanges dans votre cagnotte',
    'mail.notify.depositCredited.body':
      '{amount} ont été ajoutés à votre cagnotte pour les vidanges rendues.',
    'mail.footer':
      'Courses et boissons consignées, livrées le jour même. Service clientèle du lundi au samedi de 8h30 à 21h30.',
    'mail.twoStopsAway.ready': 'Préparez vos vidanges : il les reprend à la livraison.',
  },
  es: {
    'mail.greeting': 'Hola, {firstname}:',
    'mail.greetingAnonymous': 'Hola:',
    'mail.field': '{label}: {value}',
    'mail.fallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
    'mail.viewOrder': 'Ver mi pedido',
    'mail.signature': 'El equipo de consigne',
    'mail.footer':
      'Compras y bebidas en envases retornables, entregadas el mismo día. Atención al cliente de lunes a sábado de 8:30 a 21:30.',

    'mail.reset.subject': 'Restablece tu contraseña de consigne',
    'mail.reset.intro':
      'Has pedido restablecer la contraseña de tu cuenta de consigne. Pulsa el botón de abajo para elegir una nueva.',
    'mail.reset.button': 'Elegir una nueva contraseña',
    'mail.reset.expiry': 'Este enlace es válido durante 1 hora y solo puede usarse una vez.',
    'mail.reset.ignore': 'Si no has sido tú, ignora este correo: tu contraseña no cambiará.',

    'mail.register.subject': 'Confirma la creación de tu cuenta de consigne',
    'mail.register.intro':
      '¡Gracias por registrarte! Para activar tu cuenta de consigne, confirma tu correo electrónico con el botón de abajo.',
    'mail.register.button': 'Activar mi cuenta',
    'mail.register.expiry': 'Este enlace es válido durante 24 horas y solo puede usarse una vez.',
    'mail.register.ignore': 'Si no has sido tú, ignora este correo: no se creará ninguna cuenta.',

    'mail.registerTaken.subject': 'Un intento de registro con tu correo electrónico',
    'mail.registerTaken.intro':
      'Alguien (quizá tú) ha intentado crear una cuenta de consigne con tu correo electrónico. Ya tienes una cuenta, así que no se ha creado ninguna nueva.',
    'mail.registerTaken.action': 'Inicia sesión con tu contraseña o elige una nueva si la has olvidado.',
    'mail.registerTaken.login': 'Iniciar sesión',
    'mail.registerTaken.reset': '¿Has olvidado tu contraseña?',
    'mail.registerTaken.ignore': 'Si no has sido tú, ignora este correo: tu cuenta sigue igual.',

    'mail.order.subject': 'Tu pedido n.º {id} está confirmado',
    'mail.order.intro':
      '¡Gracias por tu pedido! Ya lo estamos preparando y nuestra furgoneta eléctrica te lo llevará en la franja horaria que elegiste.',
    'mail.order.slot': 'Franja horaria',
    'mail.order.address': 'Dirección de entrega',
    'mail.order.pickup': 'Mi punto de recogida',
    'mail.order.items': '{count, plural, one {# artículo} other {# artículos}}',
    'mail.order.total': 'Importe a pagar',
    'mail.order.payOnDelivery': 'Pago en la entrega',
    'mail.order.payByCard': 'Pago con tarjeta',
    'mail.order.deposits':
      'Guarda tus cajas y botellas vacías: el repartidor las recoge en tu próxima entrega y el importe del depósito vuelve a tu monedero.',
    'mail.order.change':
      'Puedes cambiar de franja horaria o cancelar el pedido hasta 2 horas antes de la entrega.',

    'mail.instructions.title': 'Instrucciones de entrega',
    'mail.instructions.entryCode': 'Código de acceso',
    'mail.instructions.ring_twice': 'Llamar dos veces al timbre',
    'mail.instructions.leave_with_neighbour': 'Dejar con un vecino',
    'mail.instructions.leave_at_door': 'Dejar delante de la puerta',
    'mail.instructions.call_on_arrival': 'Llamar por teléfono al llegar',
    'mail.slotCancelled.subject':
      'Tu pedido n.º {id} se ha cancelado: no podemos hacer la entrega en esa franja horaria',
    'mail.slotCancelled.intro':
      'Lo sentimos: no podremos hacer la entrega en la franja horaria {slot}, así que tu pedido n.º {id} se ha cancelado.',
    'mail.slotCancelled.reason': 'Motivo',
    'mail.slotCancelled.givenBack':
      'No tienes que pagar nada: si habías usado tu monedero o un código promocional, ya te los hemos devuelto.',
    'mail.slotCancelled.again':
      'Puedes volver a hacer el pedido en otra franja horaria: tus productos te esperan.',
    'mail.slotCancelled.button': 'Elegir otra franja horaria',

    'mail.deliveryFailed.subject': 'No hemos podido entregar tu pedido n.º {id}',
    'mail.deliveryFailed.intro':
      'Nuestro repartidor pasó en tu franja horaria {slot}, pero no pudo entregarte el pedido n.º {id}.',
    'mail.deliveryFailed.reason': 'Motivo',
    'mail.deliveryFailed.reason.absent': 'no había nadie para recibirlo',
    'mail.deliveryFailed.reason.refused': 'el pedido se rechazó en la puerta',
    'mail.deliveryFailed.reason.address_not_found': 'no encontramos la dirección',
    'mail.deliveryFailed.reason.age_not_verified':
      'no pudimos comprobar la edad de la persona que lo recibía (bebidas alcohólicas)',
    'mail.deliveryFailed.reason.damaged': 'algunos productos se dañaron durante el transporte',
    'mail.deliveryFailed.reason.other': 'un imprevisto durante la entrega',
    'mail.deliveryFailed.nothingToPay':
      'No tienes que pagar nada por esta entrega y no se te cobra ningún depósito.',
    'mail.deliveryFailed.cardRefund':
      'Te devolvemos lo que pagaste con tarjeta: lo verás en tu cuenta en unos días.',
    'mail.deliveryFailed.again':
      'Elige una nueva franja horaria con un solo clic: te llevamos los mismos productos.',
    'mail.deliveryFailed.button': 'Elegir una nueva franja horaria',

    'mail.deliveryWindow.subject': 'Tu pedido n.º {id} llega {when} entre las {from} y las {to}',
    'mail.day.today': 'hoy',
    'mail.day.tomorrow': 'mañana',
    'mail.day.other': 'el {date}',
    'mail.deliveryWindow.intro':
      '¡Buenas noticias! Nuestro repartidor pasará entre las {from} y las {to} con tu pedido n.º {id} (franja {slot}).',
    'mail.deliveryWindow.track':
      'Sigue tu entrega en directo: verás cuántas paradas quedan antes de la tuya.',
    'mail.deliveryWindow.button': 'Seguir mi entrega',
    'mail.twoStopsAway.subject': 'Tu repartidor llega pronto',
    'mail.twoStopsAway.intro':
      '{stops, plural, =0 {Eres la próxima parada de nuestro repartidor: ya llega.} one {A nuestro repartidor solo le queda una parada antes de la tuya.} other {A nuestro repartidor solo le quedan # paradas antes de la tuya.}}',
    'mail.twoStopsAway.ready': 'Ten preparados tus envases vacíos: los recoge en la entrega.',

    'mail.slotMoved.subject': 'Hemos pasado tu pedido n.º {id} a la franja horaria {slot}',
    'mail.slotMoved.intro':
      'Hemos tenido que cambiar la entrega de tu pedido n.º {id}: te lo llevaremos el {slot}, en lugar del {previous}.',
    'mail.slotMoved.reason': 'Motivo',
    'mail.slotMoved.kept':
      'Todo lo demás sigue igual: tus productos siguen reservados y el importe de tu pedido no cambia.',
    'mail.slotMoved.change':
      '¿No te viene bien esta franja? Puedes elegir otra o anular el pedido desde la página del pedido, hasta 2 horas antes de la entrega.',

    'mail.orderChanged.subject': 'Tu pedido n.º {id} ha cambiado',
    'mail.orderChanged.intro':
      'Al preparar tu pedido, no encontramos uno de los productos en las estanterías. ¡Lo sentimos! Esto es lo que hemos hecho:',
    'mail.orderChanged.removed': '{missing} × {quantity}: lo hemos quitado de tu pedido.',
    'mail.orderChanged.substituted': '{missing} × {quantity}: lo hemos sustituido por {substitute}.',
    'mail.orderChanged.cheaper': 'Nunca pagas un producto de sustitución más caro que el que faltaba.',
    'mail.orderChanged.total': 'Nuevo importe a pagar',
    'mail.orderChanged.walletRefund': 'Hemos devuelto {amount} a tu monedero.',
    'mail.orderChanged.editedIntro':
      'Tal como acordaste con nuestro servicio de atención al cliente, hemos modificado tu pedido:',
    'mail.orderChanged.edited': '{product}: {from} → {to}',
    'mail.orderChanged.promoDropped':
      'El código promocional {code} ya no se aplica: tu pedido ya no llega al importe mínimo.',
    'mail.orderChanged.cardRefundDue': 'Te devolveremos {amount} en tu tarjeta.',
    'mail.orderChanged.shopperIntro': 'Has modificado tu pedido:',
    'mail.orderChanged.topUpDue':
      'Quedan {amount} por pagar con tarjeta: paga la diferencia desde tu pedido antes de la entrega.',

    'mail.door.subject': 'Tu pedido n.º {id} se ha entregado, sin los productos rechazados',
    'mail.door.intro':
      'Tu pedido se ha entregado. Estos productos no se te entregaron y no se te cobran, depósitos incluidos:',
    'mail.door.line': '{product} × {quantity}: {reason}',
    'mail.door.reason.damaged': 'dañado',
    'mail.door.reason.wrongProduct': 'no era el producto correcto',
    'mail.door.reason.substitute': 'producto de sustitución rechazado',
    'mail.door.reason.notWanted': 'rechazado en la entrega',
    'mail.door.reason.age': 'edad no verificada (alcohol prohibido a menores)',
    'mail.door.total': 'Importe de tu pedido',
    'mail.door.payAtDoor': 'Pago en la entrega: solo se te han cobrado los productos entregados.',

    'mail.sponsorship.invitationSubject': '{sponsor} te invita a descubrir consigne',
    'mail.sponsorship.reminderInvitedSubject': 'Recordatorio: {sponsor} te invita a descubrir consigne',
    'mail.sponsorship.reminderRegisteredSubject': '{sponsor} te recuerda tu primer pedido en consigne',
    'mail.sponsorship.invitationIntro':
      '{sponsor} hace la compra con consigne: alimentación y bebidas en envases retornables, entregadas el mismo día, y los envases vacíos se recogen en la siguiente entrega.',
    'mail.sponsorship.reminderInvitedIntro':
      '{sponsor} te ha invitado a descubrir consigne: alimentación y bebidas en envases retornables, entregadas el mismo día. Tu invitación sigue esperándote.',
    'mail.sponsorship.reminderRegisteredIntro':
      '{sponsor} te ha invitado a consigne y tu primer pedido te espera: elige tus productos y una franja horaria, y nosotros nos encargamos del resto.',
    'mail.sponsorship.code': 'Tu código de invitación: {code}',
    'mail.sponsorship.howItWorks':
      'Crea tu cuenta con este código: cuando te entreguemos tu primer pedido, {sponsor} recibirá {amount} en su monedero.',
    'mail.sponsorship.createAccount': 'Crear mi cuenta',
    'mail.sponsorship.shop': 'Hacer la compra',

    'mail.notify.open': 'Ver el detalle',
    'mail.notify.sms': 'consigne: {title}. {body} {link}',
    'mail.notify.orderPlaced.title': 'Pedido n.º {id} confirmado',
    'mail.notify.orderPlaced.body': '¡Gracias! Estamos preparando tu pedido para tu franja horaria.',
    'mail.notify.orderChanged.title': 'Pedido n.º {id} modificado',
    'mail.notify.orderChanged.body': 'Tu pedido ha cambiado: tienes el detalle en tu cuenta.',
    'mail.notify.lineSubstituted.title': 'Pedido n.º {id}: un producto sustituido',
    'mail.notify.lineSubstituted.body':
      'Faltaba {missing}: lo sustituye {substitute}, nunca más caro. Puedes rechazarlo desde tu pedido.',
    'mail.orderChanged.refuse':
      '¿No te convence esta sustitución? Recházala desde tu pedido mientras esté en la tienda, o ante el repartidor: te la reembolsamos.',
    'mail.notify.deliveryWindow.title': 'Entrega {when} entre las {from} y las {to}',
    'mail.notify.deliveryWindow.body':
      'Tu pedido n.º {id} llega entre las {from} y las {to}. Sigue la furgoneta en directo.',
    'mail.notify.twoStopsAway.title': 'Tu repartidor llega pronto',
    'mail.notify.twoStopsAway.body':
      'Solo quedan 2 paradas antes de la tuya: ¡ten listas tus botellas vacías!',
    'mail.notify.delivered.title': 'Pedido n.º {id} entregado',
    'mail.notify.delivered.body': 'Ya tienes tu pedido. ¡Gracias y hasta pronto!',
    'mail.notify.deliveryFailed.title': 'Pedido n.º {id} no entregado',
    'mail.notify.deliveryFailed.body':
      'No hemos podido entregártelo: elige una nueva franja con un solo clic.',
    'mail.notify.depositCredited.title': '{amount} de depósitos en tu monedero',
    'mail.notify.depositCredited.body': 'Hemos añadido {amount} a tu monedero por los envases devueltos.',
    'mail.notify.usualBasketReminder.title': 'Tu cesta habitual sale pronto',
    'mail.notify.usualBasketReminder.body':
      'Tu cesta habitual se pedirá a las {placeAt} para una entrega {when} entre las {from} y las {to}. Revísala, sáltate esta semana o ponla en pausa.',
    'mail.notify.usualBasketFailed.title': 'No hemos podido pedir tu cesta habitual',
    'mail.notify.usualBasketFailed.body':
      'No hemos podido pedir tu cesta habitual para {when}: mira por qué y qué hacer en tu cuenta.',
    'mail.notify.usualBasketPaymentDeclined.title': 'Se ha rechazado el pago de tu cesta habitual',
    'mail.notify.usualBasketPaymentDeclined.body':
      'Tu pedido n.º {id} está hecho, pero tu banco ha rechazado el pago con tu tarjeta guardada. Págalo antes de las {payBy} con el enlace de pago; si no, se cancelará.',
    'mail.usualBasket.payNow': 'Pagar mi pedido',
    'mail.usualBasket.review': 'Revisar mi cesta habitual',
    'mail.usualBasket.skip': 'Saltar esta semana',
    'mail.usualBasket.pause': 'Poner en pausa hasta…',
    'mail.usualBasket.failed.slotFull':
      'La franja está completa esta semana. Elige otra franja y haz el pedido desde tu cesta, o espera a la semana que viene.',
    'mail.usualBasket.failed.nothingInStock':
      'Ningún producto de tu cesta habitual está disponible, ni siquiera como sustituto. Modifica tu cesta habitual o pide otra cosa.',
    'mail.usualBasket.failed.paymentDeclined':
      'Tu banco ha rechazado el pago con tarjeta. Paga el pedido con el enlace de pago que te hemos enviado o elige pagar en la entrega.',
    'mail.usualBasket.failed.noSlot':
      'Tu franja reservada ya no corresponde a tu dirección de entrega. Vuelve a reservar tu franja semanal.',
    'mail.usualBasket.failed.notPlaceable':
      'No hemos podido hacer tu pedido (no llega al mínimo o la franja está cerrada). Revisa tu cesta habitual.',
    'mail.retention.subject': 'Tu cuenta de consigne se anonimizará el {date}',
    'mail.retention.intro':
      'Hace {years, plural, one {# año} other {# años}} que no inicias sesión ni haces ningún pedido. No guardamos para siempre los datos de una cuenta que ya no se usa: el {date} se borrarán tu nombre, tu correo electrónico, tu teléfono y tus direcciones.',
    'mail.retention.keep': 'Para conservar tu cuenta, basta con que inicies sesión antes de esa fecha.',
    'mail.retention.button': 'Iniciar sesión',
    'mail.retention.invoices': 'Tus facturas se conservan diez años, como exige la ley.',
  },
  // Belgian Dutch, for Flemish shoppers: je/jouw, "leeggoed", "bak", amounts from the formatter.
  'nl-BE': {
    'mail.greeting': 'Hallo {firstname},',
    'mail.greetingAnonymous': 'Hallo,',
    'mail.field': '{label}: {value}',
    'mail.fallback': 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    'mail.viewOrder': 'Mijn bestelling bekijken',
    'mail.signature': 'Het consigne-team',
    'mail.footer':
      'Boodschappen en dranken in leeggoed, dezelfde dag geleverd. Klantendienst van maandag tot zaterdag van 8.30 tot 21.30 uur.',

    'mail.reset.subject': 'Stel je wachtwoord voor consigne opnieuw in',
    'mail.reset.intro':
      'Je hebt gevraagd om het wachtwoord van je consigne-account opnieuw in te stellen. Klik op de knop hieronder om een nieuw wachtwoord te kiezen.',
    'mail.reset.button': 'Nieuw wachtwoord kiezen',
    'mail.reset.expiry': 'Deze link is 1 uur geldig en kan maar één keer gebruikt worden.',
    'mail.reset.ignore':
      'Heb je dit niet zelf gevraagd? Negeer dan deze e-mail: je wachtwoord blijft ongewijzigd.',

    'mail.register.subject': 'Bevestig je nieuwe consigne-account',
    'mail.register.intro':
      'Bedankt voor je registratie! Bevestig je e-mailadres met de knop hieronder om je consigne-account te activeren.',
    'mail.register.button': 'Mijn account activeren',
    'mail.register.expiry': 'Deze link is 24 uur geldig en kan maar één keer gebruikt worden.',
    'mail.register.ignore':
      'Heb je je niet zelf geregistreerd? Negeer dan deze e-mail: er wordt geen account aangemaakt.',

    'mail.registerTaken.subject': 'Iemand probeerde een account aan te maken met je e-mailadres',
    'mail.registerTaken.intro':
      'Iemand (misschien jijzelf) probeerde een consigne-account aan te maken met je e-mailadres. Je hebt al een account, dus er is geen nieuwe aangemaakt.',
    'mail.registerTaken.action':
      'Meld je aan met je wachtwoord, of kies een nieuw wachtwoord als je het vergeten bent.',
    'mail.registerTaken.login': 'Aanmelden',
    'mail.registerTaken.reset': 'Wachtwoord vergeten?',
    'mail.registerTaken.ignore':
      'Was jij dit niet? Negeer dan deze e-mail: er verandert niets aan je account.',

    'mail.order.subject': 'Je bestelling nr. {id} is bevestigd',
    'mail.order.intro':
      'Bedankt voor je bestelling! We maken ze klaar en onze elektrische bestelwagen levert ze in je tijdslot.',
    'mail.order.slot': 'Tijdslot',
    'mail.order.address': 'Leveringsadres',
    'mail.order.pickup': 'Mijn afhaalpunt',
    'mail.order.items': '{count, plural, one {# artikel} other {# artikelen}}',
    'mail.order.total': 'Te betalen bedrag',
    'mail.order.payOnDelivery': 'Betalen bij levering',
    'mail.order.payByCard': 'Betalen met kaart',
    'mail.order.deposits':
      'Hou je lege bakken en flessen bij: de chauffeur neemt ze mee bij je volgende levering en de waarde van je leeggoed komt terug in je spaarpot.',
    'mail.order.change':
      'Je kunt je tijdslot wijzigen of je bestelling annuleren tot 2 uur voor de levering.',

    'mail.instructions.title': 'Leveringsinstructies',
    'mail.instructions.entryCode': 'Toegangscode',
    'mail.instructions.ring_twice': 'Twee keer aanbellen',
    'mail.instructions.leave_with_neighbour': 'Afgeven bij de buren',
    'mail.instructions.leave_at_door': 'Aan de deur achterlaten',
    'mail.instructions.call_on_arrival': 'Bellen bij aankomst',
    'mail.slotCancelled.subject':
      'Je bestelling nr. {id} is geannuleerd: we kunnen in dit tijdslot niet leveren',
    'mail.slotCancelled.intro':
      'Het spijt ons: we kunnen niet leveren in het tijdslot {slot}. Je bestelling nr. {id} is daarom geannuleerd.',
    'mail.slotCancelled.reason': 'Reden',
    'mail.slotCancelled.givenBack':
      'Je hoeft niets te betalen: had je je spaarpot of een promocode gebruikt, dan heb je die teruggekregen.',
    'mail.slotCancelled.again':
      'Je kunt opnieuw bestellen in een ander tijdslot: je producten wachten op je.',
    'mail.slotCancelled.button': 'Een ander tijdslot kiezen',

    'mail.deliveryFailed.subject': 'We konden je bestelling nr. {id} niet leveren',
    'mail.deliveryFailed.intro':
      'Onze chauffeur kwam langs in je tijdslot {slot}, maar kon je bestelling nr. {id} niet afgeven.',
    'mail.deliveryFailed.reason': 'Reden',
    'mail.deliveryFailed.reason.absent': 'er was niemand om ze in ontvangst te nemen',
    'mail.deliveryFailed.reason.refused': 'de bestelling werd aan de deur geweigerd',
    'mail.deliveryFailed.reason.address_not_found': 'we vonden het adres niet',
    'mail.deliveryFailed.reason.age_not_verified':
      'we konden de leeftijd van de ontvanger niet controleren (alcoholische dranken)',
    'mail.deliveryFailed.reason.damaged': 'er raakten producten beschadigd tijdens het vervoer',
    'mail.deliveryFailed.reason.other': 'er liep iets mis tijdens de levering',
    'mail.deliveryFailed.nothingToPay':
      'Je betaalt niets voor deze levering en er wordt je geen leeggoed aangerekend.',
    'mail.deliveryFailed.cardRefund':
      'Wat je met je kaart betaalde, krijg je terug: binnen enkele dagen staat het op je rekening.',
    'mail.deliveryFailed.again': 'Kies met één klik een nieuw tijdslot: we leveren je dezelfde producten.',
    'mail.deliveryFailed.button': 'Een nieuw tijdslot kiezen',

    'mail.deliveryWindow.subject': 'Je bestelling nr. {id} komt {when} tussen {from} en {to}',
    'mail.day.today': 'vandaag',
    'mail.day.tomorrow': 'morgen',
    'mail.day.other': 'op {date}',
    'mail.deliveryWindow.intro':
      'Goed nieuws: onze chauffeur komt tussen {from} en {to} langs met je bestelling nr. {id} (tijdslot {slot}).',
    'mail.deliveryWindow.track': 'Volg je levering live: je ziet hoeveel stops er nog vóór de jouwe zijn.',
    'mail.deliveryWindow.button': 'Mijn levering volgen',
    'mail.twoStopsAway.subject': 'Je chauffeur is er bijna',
    'mail.twoStopsAway.intro':
      '{stops, plural, =0 {Jij bent de volgende stop van onze chauffeur: hij komt eraan.} one {Onze chauffeur heeft nog maar één stop vóór de jouwe.} other {Onze chauffeur heeft nog maar # stops vóór de jouwe.}}',
    'mail.twoStopsAway.ready': 'Zet je leeggoed klaar: we nemen het mee bij de levering.',

    'mail.slotMoved.subject': 'Je bestelling nr. {id} is verplaatst naar het tijdslot {slot}',
    'mail.slotMoved.intro':
      'We moesten je bestelling nr. {id} verplaatsen: we leveren ze op {slot}, in plaats van op {previous}.',
    'mail.slotMoved.reason': 'Reden',
    'mail.slotMoved.kept':
      'Verder verandert er niets: je producten blijven voor je gereserveerd en het bedrag van je bestelling blijft hetzelfde.',
    'mail.slotMoved.change':
      'Past dit tijdslot je niet? Tot 2 uur voor de levering kun je op de pagina van je bestelling een ander kiezen of ze annuleren.',

    'mail.orderChanged.subject': 'Je bestelling nr. {id} is gewijzigd',
    'mail.orderChanged.intro':
      'Bij het klaarmaken van je bestelling vonden we een product niet in de rekken. Onze excuses! Dit hebben we gedaan:',
    'mail.orderChanged.removed': '{missing} × {quantity}: uit je bestelling gehaald.',
    'mail.orderChanged.substituted': '{missing} × {quantity}: vervangen door {substitute}.',
    'mail.orderChanged.cheaper': 'Je betaalt een vervangproduct nooit duurder dan het product dat ontbrak.',
    'mail.orderChanged.total': 'Nieuw te betalen bedrag',
    'mail.orderChanged.walletRefund': '{amount} staat weer in je spaarpot.',
    'mail.orderChanged.editedIntro':
      'Zoals afgesproken met onze klantendienst hebben we je bestelling aangepast:',
    'mail.orderChanged.edited': '{product}: {from} → {to}',
    'mail.orderChanged.promoDropped':
      'De promocode {code} geldt niet meer: je bestelling haalt het minimumbedrag niet meer.',
    'mail.orderChanged.cardRefundDue': 'Je krijgt {amount} terug op je kaart.',
    'mail.orderChanged.shopperIntro': 'Je hebt je bestelling aangepast:',
    'mail.orderChanged.topUpDue':
      'Er staat nog {amount} open om met je kaart te betalen: betaal het verschil vanuit je bestelling vóór de levering.',

    'mail.door.subject': 'Je bestelling nr. {id} is geleverd, zonder de geweigerde producten',
    'mail.door.intro':
      'Je bestelling is geleverd. Deze producten werden niet afgegeven en worden je niet aangerekend, leeggoed inbegrepen:',
    'mail.door.line': '{product} × {quantity}: {reason}',
    'mail.door.reason.damaged': 'beschadigd',
    'mail.door.reason.wrongProduct': 'niet het juiste product',
    'mail.door.reason.substitute': 'vervangproduct geweigerd',
    'mail.door.reason.notWanted': 'geweigerd bij levering',
    'mail.door.reason.age': 'leeftijd niet gecontroleerd (alcohol verboden voor minderjarigen)',
    'mail.door.total': 'Bedrag van je bestelling',
    'mail.door.payAtDoor': 'Betaald bij levering: je betaalde alleen de afgegeven producten.',

    'mail.sponsorship.invitationSubject': '{sponsor} nodigt je uit om consigne te ontdekken',
    'mail.sponsorship.reminderInvitedSubject':
      'Herinnering: {sponsor} nodigt je uit om consigne te ontdekken',
    'mail.sponsorship.reminderRegisteredSubject':
      '{sponsor} herinnert je aan je eerste bestelling bij consigne',
    'mail.sponsorship.invitationIntro':
      '{sponsor} doet boodschappen bij consigne: kruidenierswaren en dranken in leeggoed, dezelfde dag geleverd, en je lege flessen en bakken worden bij de volgende levering opgehaald.',
    'mail.sponsorship.reminderInvitedIntro':
      '{sponsor} heeft je uitgenodigd om consigne te ontdekken: kruidenierswaren en dranken in leeggoed, dezelfde dag geleverd. Je uitnodiging wacht nog op je.',
    'mail.sponsorship.reminderRegisteredIntro':
      '{sponsor} is je peter of meter bij consigne, en je eerste bestelling wacht op je: kies je producten en een tijdslot, wij doen de rest.',
    'mail.sponsorship.code': 'Je peterschapscode: {code}',
    'mail.sponsorship.howItWorks':
      'Maak je account aan met deze code: zodra je eerste bestelling geleverd is, krijgt {sponsor} {amount} in zijn of haar spaarpot.',
    'mail.sponsorship.createAccount': 'Mijn account aanmaken',
    'mail.sponsorship.shop': 'Boodschappen doen',

    'mail.notify.open': 'Bekijk de details',
    'mail.notify.sms': 'consigne: {title}. {body} {link}',
    'mail.notify.orderPlaced.title': 'Bestelling nr. {id} bevestigd',
    'mail.notify.orderPlaced.body': 'Bedankt! We maken je bestelling klaar voor je tijdslot.',
    'mail.notify.orderChanged.title': 'Bestelling nr. {id} gewijzigd',
    'mail.notify.orderChanged.body': 'Je bestelling is gewijzigd: de details staan in je account.',
    'mail.notify.lineSubstituted.title': 'Bestelling nr. {id}: een product vervangen',
    'mail.notify.lineSubstituted.body':
      '{missing} ontbrak: {substitute} vervangt het, nooit duurder. Je kunt het weigeren vanuit je bestelling.',
    'mail.orderChanged.refuse':
      'Ben je niet tevreden met deze vervanging? Weiger ze vanuit je bestelling zolang ze in de winkel is, of bij de chauffeur: je krijgt ze terugbetaald.',
    'mail.notify.deliveryWindow.title': 'Levering {when} tussen {from} en {to}',
    'mail.notify.deliveryWindow.body':
      'Je bestelling nr. {id} komt tussen {from} en {to}. Volg de bestelwagen live.',
    'mail.notify.twoStopsAway.title': 'Je chauffeur is er bijna',
    'mail.notify.twoStopsAway.body': 'Nog 2 stops voor de jouwe: zet je leeggoed al klaar!',
    'mail.notify.delivered.title': 'Bestelling nr. {id} geleverd',
    'mail.notify.delivered.body': 'Je bestelling is afgegeven. Bedankt en tot de volgende keer!',
    'mail.notify.deliveryFailed.title': 'Bestelling nr. {id} niet geleverd',
    'mail.notify.deliveryFailed.body':
      'We konden je bestelling niet afgeven: kies met één klik een nieuw tijdslot.',
    'mail.notify.depositCredited.title': '{amount} leeggoed in je spaarpot',
    'mail.notify.depositCredited.body':
      'We hebben {amount} in je spaarpot gezet voor je teruggebrachte leeggoed.',
    'mail.notify.usualBasketReminder.title': 'Je vaste boodschappenmandje vertrekt binnenkort',
    'mail.notify.usualBasketReminder.body':
      'Je vaste boodschappenmandje wordt om {placeAt} besteld voor een levering {when} tussen {from} en {to}. Bekijk het, sla deze week over of pauzeer het.',
    'mail.notify.usualBasketFailed.title': 'Je vaste boodschappenmandje kon niet besteld worden',
    'mail.notify.usualBasketFailed.body':
      'Je vaste boodschappenmandje voor {when} kon niet besteld worden: in je account lees je waarom en wat je kunt doen.',
    'mail.notify.usualBasketPaymentDeclined.title':
      'De betaling van je vaste boodschappenmandje is geweigerd',
    'mail.notify.usualBasketPaymentDeclined.body':
      'Je bestelling nr. {id} is geplaatst, maar je bank heeft de betaling met je bewaarde kaart geweigerd. Betaal ze vóór {payBy} met de betaallink, anders wordt ze geannuleerd.',
    'mail.usualBasket.payNow': 'Mijn bestelling betalen',
    'mail.usualBasket.review': 'Mijn vaste boodschappenmandje bekijken',
    'mail.usualBasket.skip': 'Deze week overslaan',
    'mail.usualBasket.pause': 'Pauzeren tot…',
    'mail.usualBasket.failed.slotFull':
      'Het tijdslot is deze week volzet. Kies een ander tijdslot en bestel vanuit je winkelmandje, of wacht tot volgende week.',
    'mail.usualBasket.failed.nothingInStock':
      'Geen enkel product van je vaste boodschappenmandje is in voorraad, ook niet als vervanging. Pas je vaste boodschappenmandje aan of bestel iets anders.',
    'mail.usualBasket.failed.paymentDeclined':
      'Je bank heeft de kaartbetaling geweigerd. Betaal je bestelling met de betaallink die je kreeg, of kies betalen bij levering.',
    'mail.usualBasket.failed.noSlot':
      'Je vaste tijdslot past niet meer bij je leveringsadres. Reserveer je vaste tijdslot opnieuw.',
    'mail.usualBasket.failed.notPlaceable':
      'Je bestelling kon niet geplaatst worden (minimumbedrag niet gehaald of tijdslot gesloten). Kijk je vaste boodschappenmandje na.',
    'mail.retention.subject': 'Je consigne-account wordt op {date} geanonimiseerd',
    'mail.retention.intro':
      'Je hebt je al {years, plural, one {# jaar} other {# jaar}} niet meer aangemeld en niets meer besteld. We bewaren de gegevens van een account die niet meer gebruikt wordt niet eindeloos: op {date} worden je naam, je e-mailadres, je telefoonnummer en je adressen gewist.',
    'mail.retention.keep': 'Wil je je account houden? Meld je dan gewoon vóór die datum aan.',
    'mail.retention.button': 'Aanmelden',
    'mail.retention.invoices': 'Je facturen blijven tien jaar bewaard, zoals de wet het vereist.',
  },
});

export type MailMessageKey = keyof typeof mailMessages.fr;
