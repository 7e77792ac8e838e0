import { defineApiMessages } from '../shared/define-messages.js';

export default defineApiMessages({
  fr: {
    productNotFound: 'Produit introuvable.',
    productCategoryUnknown: 'Cette catégorie n’existe pas.',
    productPackageTypeUnknown: 'Ce format n’existe pas.',
    productTagUnknown: 'Une des étiquettes choisies n’existe pas.',
    productPhotoMissing: 'Choisissez une photo à envoyer.',
    productPhotoTooLarge: 'Photo trop lourde : 10 Mo au maximum.',
    productPhotoNotImage: 'Ce fichier n’est pas une image JPEG, PNG ou WebP.',
  },
  es_ES: {
    productNotFound: 'Producto no encontrado.',
    productCategoryUnknown: 'Esta categoría no existe.',
    productPackageTypeUnknown: 'Este formato no existe.',
    productTagUnknown: 'Una de las etiquetas elegidas no existe.',
    productPhotoMissing: 'Elige una foto para enviar.',
    productPhotoTooLarge: 'Foto demasiado pesada: 10 MB como máximo.',
    productPhotoNotImage: 'Este archivo no es una imagen JPEG, PNG o WebP.',
  },
  nl_BE: {
    productNotFound: 'Product niet gevonden.',
    productCategoryUnknown: 'Deze categorie bestaat niet.',
    productPackageTypeUnknown: 'Dit formaat bestaat niet.',
    productTagUnknown: 'Een van de gekozen labels bestaat niet.',
    productPhotoMissing: 'Kies een foto om te versturen.',
    productPhotoTooLarge: 'Foto te groot: maximaal 10 MB.',
    productPhotoNotImage: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding.',
  },
});
