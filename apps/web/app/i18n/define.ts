/*
 * A feature's texts in the four locales, side by side (French the reference, Belgian French falling
 * back to French key by key). The definition is the domain's, so that catalogs outside the web app
 * (the e-mails', in @consigne/contract) are of the same kind and join the same catalogs.
 */
export { defineMessages, type FeatureMessages } from '@consigne/domain';
