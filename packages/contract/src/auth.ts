/** Log-in and tokens: POST /login_check, /token/refresh, /token/revoke (and /register's answer). */
import { z } from 'zod';
import { bodyLocale, safeText } from './primitives.js';

export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });

export const loginBody = z.object({
  username: safeText(320).min(1),
  password: z.string().min(1).max(1024), // hashed, never stored: any character
  ...bodyLocale,
});

export const refreshTokenBody = z.object({ refresh_token: safeText(200).min(1), ...bodyLocale });
