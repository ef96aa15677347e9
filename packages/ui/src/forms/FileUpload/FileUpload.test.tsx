import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { checkFiles, sniffImageType } from './fileChecks';
import { FileUpload } from './FileUpload';

const png = (name: string, size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], name, { type: 'image/jpeg' });

describe('file checks', () => {
  it('knows PNG and JPEG by their first bytes, not their names', async () => {
    expect(await sniffImageType(png('x.jpg'))).toBe('image/png');
    expect(await sniffImageType(jpeg('x.png'))).toBe('image/jpeg');
    expect(await sniffImageType(new File(['GIF89a'], 'x.png', { type: 'image/png' }))).toBeNull();
  });

  it('checks type, then size, then the free slots', async () => {
    const result = await checkFiles(
      [
        png('a.png'),
        new File(['GIF89a'], 'b.gif', { type: 'image/gif' }),
        png('big.png', 101),
        jpeg('c.jpg'),
        png('d.png'),
      ],
      { existing: 1, maxFiles: 3, maxSize: 100 },
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'c.jpg']);
    expect(result.issues).toEqual([
      { name: 'b.gif', rule: 'type' },
      { name: 'big.png', rule: 'size' },
      { name: 'd.png', rule: 'count' },
    ]);
  });
});

describe('FileUpload', () => {
  it('opens the file dialog from its button', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<FileUpload label="Proof" />, { lang: 'EN' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Choose images' }));
    expect(click).toHaveBeenCalled();
  });

  it('revokes object URLs on remove and on unmount', async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      created.push(`blob:test/${created.length}`);
      return created.at(-1)!;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    const user = userEvent.setup();
    const { unmount } = renderUi(<FileUpload label="Proof" defaultValue={[png('a.png'), png('b.png')]} />, {
      lang: 'EN',
    });
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    unmount();
    // Every URL made was given back.
    expect(new Set(revoked)).toEqual(new Set(created));
    create.mockRestore();
    revoke.mockRestore();
  });

  it('takes dropped files through the same checks, with the size in the UI language', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<FileUpload label="Proof" maxSize={1024 * 1024} onChange={onChange} />, {
      lang: 'EN',
    });
    const zone = container.querySelector('[data-part="DropZone"]')!;
    const data = new DataTransfer();
    data.items.add(png('ok.png'));
    data.items.add(new File([new Uint8Array(2 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    expect(await screen.findByText('big.jpg is not a PNG or JPG image')).toBeVisible();
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'ok.png' })]);
    expect(screen.getByText('PNG or JPG · up to 3 files · 1 MB each')).toBeVisible();
  });
});
