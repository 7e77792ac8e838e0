import { defineApiMessages } from '../shared/define-messages.js';

export default defineApiMessages({
  fr: {
    productNotFound: 'Produit introuvable.',
    productCategoryUnknown: 'Cette catégorie n’existe pas.',
    productPackageTypeUnknown: 'Ce format n’existe pas.',
    productTagUnknown: 'Une des étiquettes choisies n’existe pas.',
    productVolumeInvalid: 'Le volume doit être un nombre positif.',
    productAlcoholInvalid: 'Le degré d’alcool doit être compris entre 0 et 100.',
    productPhotoMissing: 'Choisissez une photo à envoyer.',
    productPhotoTooLarge: 'Photo trop lourde : 10 Mo au maximum.',
    productPhotoNotImage: 'Ce fichier n’est pas une image JPEG, PNG ou WebP.',
  },
  es_ES: {
    productNotFound: 'Producto no encontrado.',
    productCategoryUnknown: 'Esta categoría no existe.',
    productPackageTypeUnknown: 'Este formato no existe.',
    productTagUnknown: 'Una de las etiquetas elegidas no existe.',
    productVolumeInvalid: 'El volumen debe ser un número positivo.',
    productAlcoholInvalid: 'El grado de alcohol debe estar entre 0 y 100.',
    productPhotoMissing: 'Elige una foto para enviar.',
    productPhotoTooLarge: 'Foto demasiado pesada: 10 MB como máximo.',
    productPhotoNotImage: 'Este archivo no es una imagen JPEG, PNG o WebP.',
  },
  nl_BE: {
    productNotFound: 'Product niet gevonden.',
    productCategoryUnknown: 'Deze categorie bestaat niet.',
    productPackageTypeUnknown: 'Dit formaat bestaat niet.',
    productTagUnknown: 'Een van de gekozen labels bestaat niet.',
    productVolumeInvalid: 'Het volume moet een positief getal zijn.',
    productAlcoholInvalid: 'Het alcoholgehalte moet tussen 0 en 100 liggen.',
    productPhotoMissing: 'Kies een foto om te versturen.',
    productPhotoTooLarge: 'Foto te groot: maximaal 10 MB.',
    productPhotoNotImage: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding.',
  },
});
