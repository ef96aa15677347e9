/** The receipt confirmation's multipart body in a browser: text parts, the proof files, the browser's boundary. */
import { describe, expect, it } from 'vitest';
import { createClient } from './createClient';

const withdrawal = {
  id: 41,
  orderNo: 'W0041',
  amount: 100,
  status: 'disputed',
  destination: {
    accountId: 3,
    type: 'bank',
    holderName: 'Taro Yamada',
    bankName: 'MUFG',
    branch: null,
    provider: null,
    network: null,
    number: '**** 1234',
  },
  createdAt: 1_700_000_000_000,
  reviewedAt: 1_700_000_100_000,
  rejectReason: null,
  receiptDeadline: 1_700_086_400_000,
  confirmedAt: 1_700_000_200_000,
  outcome: 'none',
  receivedAmount: null,
  remark: 'nothing arrived',
};

function setup() {
  const sent: { url: string; init: RequestInit }[] = [];
  const client = createClient({
    baseUrl: 'https://api.test',
    merchantCode: 'm-001',
    getLanguage: () => 'EN',
    getToken: () => 'tok-123',
    fetch: async (url, init) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ success: true, value: { withdrawal } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, sent };
}

describe('multipart calls', () => {
  it('sends the text fields and the files as FormData parts, without a Content-Type of its own', async () => {
    const { client, sent } = setup();
    const proof = [
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'b.jpg', { type: 'image/jpeg' }),
    ];
    const input = Object.assign({ withdrawalId: 41, outcome: 'none' as const, remark: 'nothing arrived' }, { proof });
    await expect(client.call('processC2CTransaction', input)).resolves.toEqual({ withdrawal });

    const [request] = sent;
    expect(request?.init.method).toBe('POST');
    const headers = request?.init.headers as Record<string, string>;
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('content-type');
    expect(headers.Authorization).toBe('tok-123');
    const body = request?.init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('withdrawalId')).toBe('41');
    expect(form.get('outcome')).toBe('none');
    expect(form.get('remark')).toBe('nothing arrived');
    expect(form.has('receivedAmount')).toBe(false);
    const files = form.getAll('proof') as File[];
    expect(files.map((file) => file.name)).toEqual(['a.png', 'b.jpg']);

    // What the browser puts on the wire: its own multipart type with the boundary.
    const wire = new Request('https://api.test/x', { method: 'POST', body: form });
    expect(wire.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('still checks the text fields first: a partial receipt without the amount is not sent', async () => {
    const { client, sent } = setup();
    await expect(client.call('processC2CTransaction', { withdrawalId: 41, outcome: 'partial' })).rejects.toMatchObject({
      kind: 'invalidRequest',
    });
    expect(sent).toHaveLength(0);
  });
});
