import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletAddressInvalidMsg } from '@earnwave/contracts';
import { session } from '../session';
import { clickSave, expectErrorUnder, refusal, renderPage } from '../test/forms';
import { OptionEdit } from './OptionEdit';

const SETTINGS: Record<string, { label: string; value: unknown }> = {
  contact: { label: 'Contact details', value: { name: 'EarnWave support', email: 'support@earnwave.local' } },
  landing_investment: {
    label: 'Landing page: texts, header and the three steps',
    value: {
      title: 'Earn with EarnWave',
      subTitle: 'Get rewarded',
      sectionMessage: 'Three steps',
      headerTitle: 'EarnWave',
      headerSubTitle: '1 credit = 1 USDT.',
      sections: ['join', 'earn', 'chain'].map((step) => ({
        title: step,
        description: `The ${step} step`,
        relativePath: `assets/landing/${step}.svg`,
      })),
    },
  },
  banner_images: { label: 'Banner images', value: [{ imageUrl: 'assets/banner/banner-1.svg' }] },
  membership_common: {
    label: 'USDT payment: wallet, QR code and network',
    value: { qr: 'assets/payments/usdt-qr.svg', wallet: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', network: 'tron' },
  },
};

function renderOption(key: string, update: ReturnType<typeof vi.fn>) {
  const record = { id: key, format: 'json', updatedAt: '2026-11-01T00:00:00.000Z', ...SETTINGS[key] };
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: record }) as never,
    update: update as never,
    previewOption: async () => ({ data: record }),
  } as never);
  return renderPage({
    resource: 'options',
    url: `/options/${key}`,
    path: '/options/:id',
    page: <OptionEdit />,
    dataProvider,
  });
}

const uploaded = (relativePath: string) =>
  new Response(
    JSON.stringify({
      success: true,
      message: 'File uploaded.',
      data: { relativePath, path: `http://x.test/${relativePath}`, fileType: 'image', formatType: 'png' },
    }),
    { status: 201, headers: { 'Content-Type': 'application/json' } },
  );

const saved = vi.fn().mockImplementation(async (_resource: string, { data }) => ({ data }));

// The first render loads MUI and react-admin: slow on a busy machine.
describe('settings edit', { timeout: 30_000 }, () => {
  beforeEach(() => session.save('admin-token', { id: 'a1', name: 'Admin', email: 'admin@example.test' }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    saved.mockClear();
    localStorage.clear();
  });

  it("shows the server's validation errors under their fields", async () => {
    const update = vi
      .fn()
      .mockRejectedValue(refusal([{ param: 'value.email', msg: 'Enter a valid contact e-mail address.' }]));
    renderOption('contact', update);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'help@' } });
    await clickSave();
    await expectErrorUnder('Email', 'Enter a valid contact e-mail address.');
    expect(update.mock.calls[0][1].data.value).toEqual({ name: 'EarnWave support', email: 'help@' });
  });

  it("shows an error of a list item's field under that item's input", async () => {
    const message = 'The step picture: enter an http(s) URL or a path on this server.';
    const update = vi.fn().mockRejectedValue(refusal([{ param: 'value.sections.1.relativePath', msg: message }]));
    renderOption('landing_investment', update);
    await waitFor(() => expect(screen.getAllByLabelText('Picture')).toHaveLength(3));
    fireEvent.change(screen.getAllByLabelText('Picture')[1], { target: { value: 'javascript:alert(1)' } });
    await clickSave();
    const pictures = screen.getAllByLabelText('Picture');
    await expectErrorUnder(pictures[1], message);
    expect(pictures[0].closest('.MuiFormControl-root')?.textContent).not.toContain(message);
    expect(pictures[2].closest('.MuiFormControl-root')?.textContent).not.toContain(message);
  });

  it('uploads a banner image through POST /api/uploads, fills its path in with a preview, and saves it', async () => {
    const fetch = vi.fn().mockResolvedValue(uploaded('uploads/2026/11/banner.png'));
    vi.stubGlobal('fetch', fetch);
    renderOption('banner_images', saved);
    const image = await screen.findByLabelText('Image');
    expect(screen.getByTestId('value.0.imageUrl-preview').querySelector('img')?.getAttribute('src')).toBe(
      '/assets/banner/banner-1.svg',
    );

    const file = new File(['png'], 'banner.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('value.0.imageUrl-file'), { target: { files: [file] } });
    await waitFor(() => expect(image).toHaveProperty('value', 'uploads/2026/11/banner.png'));
    expect(fetch.mock.calls[0][0]).toBe('/api/uploads');
    const request = fetch.mock.calls[0][1] as RequestInit & { headers: Headers };
    expect(request.method).toBe('POST');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(screen.getByTestId('value.0.imageUrl-preview').querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/2026/11/banner.png',
    );

    await clickSave();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0][1].data.value).toEqual([{ imageUrl: 'uploads/2026/11/banner.png' }]);
  });

  it("refuses a wallet the chosen network cannot receive on, with the server's check, before saving", async () => {
    renderOption('membership_common', saved);
    const wallet = await screen.findByLabelText('Wallet');
    expect(screen.getByLabelText('Network').textContent).toContain('Tron (TRC-20)');
    fireEvent.change(wallet, { target: { value: 'Tggggggggggggggggggggggggggggggggg' } });
    await clickSave();
    await expectErrorUnder(wallet, walletAddressInvalidMsg('Tron (TRC-20)'));
    expect(saved).not.toHaveBeenCalled();
    fireEvent.change(wallet, { target: { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' } });
    await clickSave();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0][1].data.value).toMatchObject({
      wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      network: 'tron',
    });
  });

  it('uploads the USDT QR code picture, and shows a refused upload under its input', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            success: false,
            message: 'Upload an image, a video or an audio file.',
            errors: [{ param: 'file', msg: 'Upload an image, a video or an audio file.' }],
          }),
          { status: 415, headers: { 'Content-Type': 'application/json' } },
        ),
      )
      .mockResolvedValueOnce(uploaded('uploads/2026/11/qr.png'));
    vi.stubGlobal('fetch', fetch);
    renderOption('membership_common', saved);
    const qr = await screen.findByLabelText('QR code picture');

    fireEvent.change(screen.getByTestId('value.qr-file'), { target: { files: [new File(['%PDF'], 'qr.pdf')] } });
    await expectErrorUnder(qr, 'Upload an image, a video or an audio file.');
    expect(qr).toHaveProperty('value', 'assets/payments/usdt-qr.svg');

    fireEvent.change(screen.getByTestId('value.qr-file'), { target: { files: [new File(['png'], 'qr.png')] } });
    await waitFor(() => expect(qr).toHaveProperty('value', 'uploads/2026/11/qr.png'));
    expect(screen.getByTestId('value.qr-preview').querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/2026/11/qr.png',
    );
    await waitFor(() =>
      expect(qr.closest('.MuiFormControl-root')?.textContent).not.toContain('Upload an image, a video'),
    );
  });
});
