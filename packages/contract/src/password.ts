/** Forgotten password: POST /password/reset-request, /password/reset/verify, /password/reset. */
import { z } from 'zod';
import { bodyLocale, safeText } from './primitives.js';

const token = safeText(200).min(1);

export const passwordResetRequestBody = z.object({ email: safeText(320), ...bodyLocale });
/** The same answer whether or not the account exists. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

export const resetTokenBody = z.object({ token, ...bodyLocale });
export const resetTokenCheckSchema = z.object({ valid: z.boolean() });

export const passwordResetBody = z.object({ token, password: z.string().max(4096), ...bodyLocale });
