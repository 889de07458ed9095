import { ETIMS_RESULT } from '@tawi/domain';

/** The device a call speaks for: headers `tin`, `bhfId`, `cmcKey` on every call after initialisation. */
export interface OscuDevice {
  tin: string;
  bhfId: string;
  cmcKey: string;
}

/** Every OSCU answer: `resultCd` "000" is success (KRA eTIMS OSCU specification). */
export interface OscuAnswer<T = unknown> {
  resultCd: string;
  resultMsg: string;
  resultDt?: string;
  data?: T | null;
}

/** KRA answered, and said no: its result code and message (e.g. 910 request parameter error). */
export class OscuRefused extends Error {
  constructor(
    readonly resultCd: string,
    readonly resultMsg: string,
  ) {
    super(`eTIMS refused (${resultCd}): ${resultMsg}`);
    this.name = 'OscuRefused';
  }
}

/** No answer to go by: the OSCU could not be reached, timed out, or answered something not OSCU. */
export class OscuUnreachable extends Error {
  constructor(message: string) {
    super(`eTIMS unreachable: ${message}`);
    this.name = 'OscuUnreachable';
  }
}

export interface OscuClientOptions {
  /** Where the OSCU API lives, e.g. https://etims-api-sbx.kra.go.ke/etims-api/ (ETIMS_BASE_URL). */
  baseUrl: string;
  /** How long one call may take before it counts as unreachable (default 20 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface InitializedDevice {
  cmcKey: string;
  /** What KRA knows of the branch and device (names, addresses, serial numbers...), as it sent it. */
  info: Record<string, unknown>;
}

export interface OscuClient {
  /** `selectInitOsdcInfo`: registers the device of a branch and gives its `cmcKey`. */
  initialize(tin: string, bhfId: string, deviceSerial: string): Promise<InitializedDevice>;
  /** Any other endpoint, for the device; the answer's `data` when the result is 000. */
  call<T>(endpoint: string, device: OscuDevice, body: object): Promise<T | null>;
}

/** A client error that a retry will not cure (not a timeout or rate limit); 5xx may pass. */
const isPermanentHttpError = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

async function post(
  options: OscuClientOptions,
  endpoint: string,
  headers: Record<string, string>,
  body: object,
) {
  const url = new URL(endpoint, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const send = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  } catch (err) {
    throw new OscuUnreachable(err instanceof Error ? err.message : String(err));
  }
  const text = await res.text().catch(() => '');
  let answer: OscuAnswer | undefined;
  try {
    answer = JSON.parse(text) as OscuAnswer;
  } catch {
    answer = undefined;
  }
  if (typeof answer?.resultCd !== 'string') {
    // an endpoint the server does not have (404), or a request it cannot take, will not change on a retry
    if (isPermanentHttpError(res.status)) {
      throw new OscuRefused(`HTTP ${res.status}`, `${endpoint} was refused with HTTP ${res.status}`);
    }
    throw new OscuUnreachable(`HTTP ${res.status} from ${endpoint}, not an OSCU answer`);
  }
  if (answer.resultCd !== ETIMS_RESULT.ok) throw new OscuRefused(answer.resultCd, answer.resultMsg ?? '');
  return answer;
}

/**
 * A client of KRA's eTIMS OSCU JSON API (HTTPS POST per endpoint, answers `{ resultCd, resultMsg,
 * resultDt, data }`). The same client talks to KRA and to the in-repo simulator: only the base URL
 * differs.
 */
export function createOscuClient(options: OscuClientOptions): OscuClient {
  return {
    async initialize(tin, bhfId, deviceSerial) {
      const answer = await post(options, 'selectInitOsdcInfo', {}, { tin, bhfId, dvcSrlNo: deviceSerial });
      const info = ((answer.data as { info?: Record<string, unknown> } | null)?.info ?? {}) as Record<
        string,
        unknown
      >;
      const cmcKey = info.cmcKey;
      if (typeof cmcKey !== 'string' || !cmcKey) throw new OscuUnreachable('initialisation gave no cmcKey');
      return { cmcKey, info };
    },
    async call<T>(endpoint: string, device: OscuDevice, body: object) {
      const headers = { tin: device.tin, bhfId: device.bhfId, cmcKey: device.cmcKey };
      return ((await post(options, endpoint, headers, body)).data ?? null) as T | null;
    },
  };
}
