import { defineApiMessages } from '../admin/shared/define-messages.js';

/** Search synonyms: the back-office's refusals. */
export default defineApiMessages({
  fr: {
    synonymSetNotFound: 'Ce groupe de synonymes n’existe plus : il a peut-être été supprimé entre-temps.',
  },
  es_ES: {
    synonymSetNotFound: 'Este grupo de sinónimos ya no existe: quizá se haya borrado mientras tanto.',
  },
  nl_BE: {
    synonymSetNotFound: 'Deze groep synoniemen bestaat niet meer: misschien werd ze intussen verwijderd.',
  },
});
