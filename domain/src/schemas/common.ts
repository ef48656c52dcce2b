import { z } from 'zod';
import { MAX_TEXT } from '../constants';

/** Trimmed string of at most `max` characters (abuse cap). */
export const text = (max: number = MAX_TEXT.short) => z.string().trim().max(max);
/** Trimmed, required string of at most `max` characters. */
export const requiredText = (max: number = MAX_TEXT.short) => z.string().trim().min(1).max(max);
/** An http(s) URL or empty. */
export const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(MAX_TEXT.medium)]);
/** Firestore timestamps arrive as Date after each side's converter. */
export const dateField = z.date();
