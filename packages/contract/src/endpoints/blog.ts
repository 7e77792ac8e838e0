import {
  blogCoverParams,
  blogListQuery,
  blogListResponse,
  blogPostParams,
  blogPostResponse,
} from '../content.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const blogEndpoints = defineEndpoints({
  listBlogPosts: {
    tags: ['blog'],
    summary: 'Blog articles, newest first',
    query: blogListQuery,
    responses: { 200: blogListResponse, 400: errorEnvelope },
  },
  getBlogPost: {
    tags: ['blog'],
    summary: 'One blog article (Markdown body)',
    params: blogPostParams,
    query: localeQuery,
    responses: { 200: blogPostResponse, 400: errorEnvelope, 404: errorEnvelope },
  },
  getBlogImage: {
    tags: ['blog'],
    summary: 'Generated cover of an article (SVG)',
    params: blogCoverParams,
    query: localeQuery,
    produces: ['image/svg+xml'],
    refusals: [400, 404],
  },
});
