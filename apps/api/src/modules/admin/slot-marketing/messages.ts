import { defineApiMessages } from '../shared/define-messages.js';

/** Slot marketing operations (issue 16). */
export default defineApiMessages({
  fr: {},
  es_ES: {},
  nl_BE: {},
});
