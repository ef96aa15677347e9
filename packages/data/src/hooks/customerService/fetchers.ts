import { OBFUSCATED_SERVICE_LINK_TYPE, decodeServiceLink } from '../../sealing/decodeServiceLink';
import type { Client } from '../../client/createClient';

/**
 * The online customer-service address: the first usable entry of `value.version.pathList`; entries of type 3 are
 * obfuscated and decoded locally (crypto-js is loaded only then). Rejects when there is none.
 */
export async function fetchCustomerServiceUrl(client: Client): Promise<string> {
  const { version } = await client.call('customerServiceLink');
  for (const entry of version.pathList) {
    const url = entry.type === OBFUSCATED_SERVICE_LINK_TYPE ? await decodeServiceLink(entry.path).catch(() => null) : entry.path;
    const link = url?.trim();
    if (link && (/^https?:\/\//i.test(link) || link.startsWith('/'))) return link;
  }
  throw new Error('no customer service link');
}
