import { DEFAULT_RAZORPAY_API_BASE, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';

/** An error answer of Razorpay's API: HTTP status and its error.description. */
export class RouteApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Razorpay ${status}: ${description}`);
  }
}

/**
 * Calls Razorpay's Route API (linked accounts, transfers, reversals) with basic auth (key id and
 * secret) and JSON; the emulators point RAZORPAY_API_BASE at the local double (ADR 003). The
 * razorpay-node SDK is not used here: its Route methods differ between versions and it cannot send
 * the Idempotency-Key header per call. Throws RouteApiError on a non-2xx answer.
 */
export async function routeApi<T>(
  method: 'GET' | 'POST' | 'PATCH',
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const base = process.env.RAZORPAY_API_BASE || DEFAULT_RAZORPAY_API_BASE;
  const auth = Buffer.from(`${RAZORPAY_KEY_ID.value()}:${RAZORPAY_KEY_SECRET.value()}`).toString('base64');
  const r = await fetch(`${base}${pathname}`, {
    method,
    headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!r.ok) {
    const description = (json as { error?: { description?: unknown } } | null)?.error?.description;
    throw new RouteApiError(r.status, String(description ?? text).slice(0, 300));
  }
  return json as T;
}

/** Razorpay's transfer entity (the fields used). Amounts in paise, times in Unix seconds. */
export interface RazorpayTransfer {
  id: string;
  source: string;
  recipient: string;
  amount: number;
  amount_reversed: number;
  on_hold: boolean;
  on_hold_until: number | null;
  recipient_settlement_id: string | null;
  notes: Record<string, string> | unknown[];
}

/** Razorpay's collection answer. */
export interface RazorpayCollection<T> {
  count: number;
  items: T[];
}
