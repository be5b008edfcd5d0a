import { z } from 'zod';

/** Asks the chat provider whether a department is online (decision 170). */
export interface ChatStatus {
  /** Online or not; a provider that does not answer in time (or answers badly) counts as offline. */
  online(department: string): Promise<boolean>;
}

const statusSchema = z.object({ online: z.boolean() });

export type HttpChatStatusOptions = {
  /** e.g. http://stand-ins:4100/chat: GET `${baseUrl}/departments/:name/status` → `{online}`. */
  baseUrl: string;
  timeoutMs: number;
  fetchFn?: typeof fetch;
};

export class HttpChatStatus implements ChatStatus {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: HttpChatStatusOptions) {
    this.fetchFn = options.fetchFn ?? fetch;
  }

  async online(department: string): Promise<boolean> {
    try {
      const response = await this.fetchFn(
        `${this.options.baseUrl.replace(/\/$/, '')}/departments/${encodeURIComponent(department)}/status`,
        { signal: AbortSignal.timeout(this.options.timeoutMs) },
      );
      if (!response.ok) return false;
      const parsed = statusSchema.safeParse(await response.json());
      return parsed.success && parsed.data.online;
    } catch {
      return false;
    }
  }
}
