import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for these options, worked out once. Helmet's Fastify plugin built its
 * middleware from the options again on every request (4 % of a sale's API time); the headers
 * depend on nothing but the options, so every answer gets the same ones (`reply.headers`).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The headers of every answer of the app: a content security policy for its own pages (with
 * Razorpay's hosts when its checkout is in use) and helmet's defaults.
 */
export function appHeaders(razorpay: boolean): Record<string, string> {
  // Razorpay's checkout is a script of theirs that opens a frame of theirs; the sandbox needs neither.
  const checkoutScript = razorpay ? ['https://checkout.razorpay.com'] : [];
  const checkoutFrames = razorpay
    ? ['https://api.razorpay.com', 'https://checkout.razorpay.com']
    : [];
  // The script reports to Razorpay's own hosts from the page.
  const checkoutCalls = razorpay ? ['https://*.razorpay.com'] : [];
  return securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkoutScript],
        // blob: the register prints a receipt PDF it fetched from a hidden frame.
        frameSrc: ["'self'", 'blob:', ...checkoutFrames],
        // Mantine writes CSS variables into style attributes and <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...checkoutCalls],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Shops often run it on a LAN over plain http; upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    // The same as frame-ancestors 'none', for browsers that only read the older header.
    frameguard: { action: 'deny' },
  });
}
