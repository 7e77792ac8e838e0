/** Imported first by main.ts: the `.env` is read before any module of the shop reads a setting. */
import { loadEnvFile } from './env-file.js';

loadEnvFile();
