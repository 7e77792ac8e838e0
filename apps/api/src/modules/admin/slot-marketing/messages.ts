import { defineApiMessages } from '../shared/define-messages.js';

/** Slot marketing operations. */
export default defineApiMessages({
  fr: {},
  es_ES: {},
  nl_BE: {},
});
