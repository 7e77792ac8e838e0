import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce (server only: browsers hide it once parsed). React Router's scripts get it
 * from <ServerRouter nonce>; a page's own <script> elements read it here.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
