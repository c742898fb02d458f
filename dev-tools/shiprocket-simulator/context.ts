import type { Auth } from "./auth";
import type { SimulatorConfig } from "./options";
import type { SimulatorState } from "./state";
import type { WebhookSender } from "./webhooks";

/** What every API handler and control works with. */
export interface SimulatorContext {
  config: SimulatorConfig;
  state: SimulatorState;
  auth: Auth;
  webhooks: WebhookSender;
  /** The simulator's own address, for label and manifest links (known once it listens). */
  baseUrl: () => string;
}

/** One API call as a handler sees it: the path's captured parts, the query, the parsed JSON body. */
export interface ApiRequest {
  params: string[];
  query: URLSearchParams;
  body: unknown;
  /** The id of the bearer token it came with (empty for login). */
  tokenId: string;
}
