import { favouriteIdsSchema, favouriteParams, favouritesSchema } from '../favourites.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const favouritesEndpoints = defineEndpoints({
  listFavourites: {
    tags: ['favourites'],
    summary:
      "The customer's favourites, newest first: their product ids and the entries of the customer's warehouse, as the catalogue answers them",
    bearer: true,
    query: localeQuery,
    responses: { 200: favouritesSchema, 400: errorEnvelope, 401: errorEnvelope },
  },
  listFavouriteIds: {
    tags: ['favourites'],
    summary: "The customer's favourite product ids, newest first (the hearts of every page)",
    bearer: true,
    query: localeQuery,
    responses: { 200: favouriteIdsSchema, 400: errorEnvelope, 401: errorEnvelope },
  },
  addFavourite: {
    tags: ['favourites'],
    summary: 'Adds a product to the favourites (idempotent); answers every favourite id',
    bearer: true,
    query: localeQuery,
    params: favouriteParams,
    responses: { 200: favouriteIdsSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  removeFavourite: {
    tags: ['favourites'],
    summary: 'Removes a product from the favourites (idempotent); answers every favourite id',
    bearer: true,
    query: localeQuery,
    params: favouriteParams,
    responses: { 200: favouriteIdsSchema, 400: errorEnvelope, 401: errorEnvelope },
  },
});
