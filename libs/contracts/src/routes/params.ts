import { z } from 'zod';

/** Path parameters many routes share (the gateway's and services' messages name them). */
export const clientIdParams = z.object({ clientId: z.string().uuid('Not a valid client id') });
export const userIdParams = z.object({ userId: z.string().uuid('Not a valid user id') });
