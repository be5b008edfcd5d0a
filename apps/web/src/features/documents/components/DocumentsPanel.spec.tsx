import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { DOCUMENTS_CALLS, type DocumentDto } from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A } from '../../../test/clients.js';
import { envelope, fakeGateway, json } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { DocumentsPanel } from './DocumentsPanel.js';
import { PROGRESS_CAP, nextEstimate } from './DocumentProgress.js';

const DOC_1 = '0b6f5c3e-0000-4000-8000-0000000000d1';
const DOC_2 = '0b6f5c3e-0000-4000-8000-0000000000d2';

const doc = (over: Partial<DocumentDto> = {}): DocumentDto => ({
  id: DOC_1,
  clientId: CLIENT_A,
  policyId: null,
  category: 'plan-document',
  fileName: 'Summary plan description.pdf',
  contentType: 'application/pdf',
  size: 2048,
  language: null,
  processStatus: 'UPLOADED',
  vidyardId: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  deletedAt: null,
  updatedBy: null,
  ...over,
});

/** A stand-in XMLHttpRequest: records what is sent, reports progress, answers `next`. */
type Sent = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  withCredentials: boolean;
};
const sent: Sent[] = [];
let next: { status: number; body: unknown } = { status: 201, body: {} };
class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    sent.push({ ...this.request, body, withCredentials: this.withCredentials });
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true } as ProgressEvent);
      setTimeout(() => {
        this.status = next.status;
        this.responseText = JSON.stringify(next.body);
        this.onload?.();
      }, 0);
    }, 0);
  }
}
const originalXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  sent.length = 0;
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  document.cookie = 'onboard_csrf=csrf-from-cookie';
});
afterEach(() => {
  Object.assign(globalThis, { XMLHttpRequest: originalXhr });
});

function renderPanel(
  documents: () => DocumentDto[],
  {
    categories = ['plan-document'] as const,
    canUpload = true,
    language = 'en' as const,
    extra = [] as Parameters<typeof fakeGateway>[0],
  }: {
    categories?: readonly DocumentDto['category'][];
    canUpload?: boolean;
    language?: 'en' | 'es';
    extra?: Parameters<typeof fakeGateway>[0];
  } = {},
) {
  const { gateway } = renderWithGateway(
    [...extra, { route: DOCUMENTS_CALLS.meta, respond: () => json(200, documents()) }],
    {
      language,
      routes: [
        {
          path: '/',
          element: (
            <DocumentsPanel
              clientId={CLIENT_A}
              categories={categories}
              title="For employers"
              canUpload={canUpload}
            />
          ),
        },
      ],
    },
  );
  return gateway;
}

const pdf = () => new File(['%PDF-1.4 test'], 'New plan.pdf', { type: 'application/pdf' });

describe('DocumentsPanel', () => {
  test('lists the documents of its categories: name (a download link), category, size, date', async () => {
    const gateway = renderPanel(() => [
      doc(),
      doc({ id: DOC_2, fileName: 'Rates.docx', size: 3 * 1024 * 1024 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Documents: For employers' });
    const rows = within(table).getAllByTestId('document-row');
    expect(rows).toHaveLength(2);
    const link = within(rows[0] as HTMLElement).getByRole('link', {
      name: 'Download Summary plan description.pdf',
    });
    expect(link.getAttribute('href')).toBe(`/api/clients/${CLIENT_A}/documents/${DOC_1}`);
    expect(rows[0]?.textContent).toContain('Plan document');
    expect(rows[0]?.textContent).toContain('2 KB');
    expect(rows[1]?.textContent).toContain('3 MB');
    const [request] = gateway.requests(DOCUMENTS_CALLS.meta, { clientId: CLIENT_A });
    expect(new URL(request?.url ?? '').searchParams.get('categories')).toBe('plan-document');
    // One category: no category choice; the rules are hinted.
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.getByText('Accepted: PDF, Word (.docx). Up to 25 MB.')).toBeTruthy();
  });

  test('without the right to upload: no upload form, no rename or delete', async () => {
    renderPanel(() => [doc()], { canUpload: false });
    await screen.findByRole('link', { name: 'Download Summary plan description.pdf' });
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  test('uploads with the category first, the CSRF header and progress, then refetches the list', async () => {
    let documents = [doc()];
    const gateway = renderPanel(() => documents, { categories: ['plan-document', 'enrollment-resource'] });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'enrollment-resource' } });
    expect(
      screen.getByText('Accepted: PDF, Word (.docx), Excel (.xlsx), PNG, JPEG. Up to 25 MB.'),
    ).toBeTruthy();
    const uploaded = doc({ id: DOC_2, fileName: 'New plan.pdf', category: 'enrollment-resource' });
    next = { status: 201, body: uploaded };
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [pdf()] } });
    const before = gateway.requests(DOCUMENTS_CALLS.meta).length;
    documents = [doc(), uploaded];
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('documents-status').textContent).toBe('New plan.pdf was uploaded.'),
    );
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/api/clients/${CLIENT_A}/documents`);
    expect(request?.headers['x-csrf-token']).toBe('csrf-from-cookie');
    expect(request?.withCredentials).toBe(true);
    expect([...(request?.body.keys() ?? [])]).toEqual(['category', 'file']);
    expect(request?.body.get('category')).toBe('enrollment-resource');
    expect((request?.body.get('file') as File).name).toBe('New plan.pdf');
    // The route's tags were invalidated: the list is fetched again and shows the new document.
    await waitFor(() => expect(gateway.requests(DOCUMENTS_CALLS.meta).length).toBeGreaterThan(before));
    expect(await screen.findByRole('link', { name: 'Download New plan.pdf' })).toBeTruthy();
  });

  test('a refusal shows the server’s body.file message next to the file field', async () => {
    renderPanel(() => []);
    await screen.findByText('There are no documents here yet.');
    next = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'EMBEDDED_SCRIPTS',
        message: 'This file contains macros or embedded scripts and cannot be uploaded.',
        errors: [
          {
            path: 'body.file',
            message: 'This file contains macros or embedded scripts and cannot be uploaded.',
          },
        ],
      },
    };
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const error = await screen.findByTestId('upload-error');
    expect(error.textContent).toBe('This file contains macros or embedded scripts and cannot be uploaded.');
    expect(screen.getByLabelText('File').getAttribute('aria-invalid')).toBe('true');
  });

  test('the size refusal: the server’s message in English, the code’s text in Spanish', async () => {
    const tooLarge = {
      status: 413,
      body: {
        statusCode: 413,
        code: 'FILE_TOO_LARGE',
        message: 'This file is too large. The limit is 25 MB.',
        errors: [{ path: 'body.file', message: 'This file is too large. The limit is 25 MB.' }],
      },
    };
    renderPanel(() => [], { language: 'es' });
    await screen.findByText('Todavía no hay documentos aquí.');
    next = tooLarge;
    fireEvent.change(screen.getByLabelText('Archivo'), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect((await screen.findByTestId('upload-error')).textContent).toBe('Este archivo es demasiado grande.');
  });

  test('an upload without a file asks for one and sends nothing', async () => {
    renderPanel(() => []);
    await screen.findByText('There are no documents here yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByTestId('upload-error')).textContent).toBe('Choose a file to upload.');
    expect(sent).toHaveLength(0);
  });

  test('renames in a dialog; a server refusal of the name shows on the field', async () => {
    let documents = [doc()];
    let refuse = true;
    const gateway = renderPanel(() => documents, {
      extra: [
        {
          route: DOCUMENTS_CALLS.rename,
          respond: async (request) => {
            const { fileName } = (await request.json()) as { fileName: string };
            if (refuse) {
              refuse = false;
              return envelope(400, 'VALIDATION_FAILED', 'Validation failed', [
                { path: 'body.fileName', message: 'File name is too long' },
              ]);
            }
            documents = [doc({ fileName })];
            return json(200, documents[0]);
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Summary plan description.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the document' });
    const input = within(dialog).getByLabelText('File name');
    expect((input as HTMLInputElement).value).toBe('Summary plan description.pdf');
    fireEvent.change(input, { target: { value: 'SPD 2026.pdf' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    expect(await within(dialog).findByText('File name is too long')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    expect(await screen.findByRole('link', { name: 'Download SPD 2026.pdf' })).toBeTruthy();
    expect(await gateway.bodies(DOCUMENTS_CALLS.rename, { clientId: CLIENT_A, documentId: DOC_1 })).toEqual([
      { fileName: 'SPD 2026.pdf' },
      { fileName: 'SPD 2026.pdf' },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('documents-status').textContent).toBe(
        'The document is now called SPD 2026.pdf.',
      ),
    );
  });

  test('deletes after confirming', async () => {
    let documents = [doc()];
    const gateway = renderPanel(() => documents, {
      extra: [
        {
          route: DOCUMENTS_CALLS.remove,
          respond: () => {
            documents = [];
            return json(200, { id: DOC_1 });
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summary plan description.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the document?' });
    expect(dialog.textContent).toContain('Summary plan description.pdf will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There are no documents here yet.')).toBeTruthy();
    // Nothing to download: no "Download all" beside the empty text (it showed, disabled, before).
    expect(screen.queryByRole('button', { name: /^Download all/ })).toBeNull();
    expect(gateway.requests(DOCUMENTS_CALLS.remove, { clientId: CLIENT_A, documentId: DOC_1 })).toHaveLength(
      1,
    );
  });

  test('"Download all" asks for the zip of the panel’s categories; its timeout has a clear message', async () => {
    const gateway = renderPanel(() => [doc()], {
      extra: [
        {
          route: DOCUMENTS_CALLS.zip,
          respond: () => envelope(504, 'FILE_ZIPPING_TIMEOUT', 'Zipping the documents took too long'),
        },
      ],
    });
    // The button is disabled until the list has loaded: a click before that does nothing (a busy machine).
    await screen.findByRole('link', { name: 'Download Summary plan description.pdf' });
    const downloadAll = screen.getByRole('button', { name: 'Download all documents: For employers' });
    expect((downloadAll as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(downloadAll);
    expect(
      // The message shows once the request has been answered and the panel re-rendered: slow on a busy machine.
      await screen.findByText(
        'Preparing the documents took too long. Try again in a moment, or download the documents one at a time.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const [request] = gateway.requests(DOCUMENTS_CALLS.zip, { clientId: CLIENT_A });
    expect(new URL(request?.url ?? '').searchParams.get('categories')).toBe('plan-document');
  });

  test('a download whose headers are wrong shows the spec’s text', async () => {
    renderPanel(() => [doc()], {
      extra: [
        {
          route: DOCUMENTS_CALLS.download,
          params: { clientId: CLIENT_A, documentId: DOC_1 },
          respond: () => new Response('x', { headers: { 'content-type': 'application/pdf' } }),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Download Summary plan description.pdf' }));
    expect(
      await screen.findByText(
        'The file could not be downloaded. Response missing content-disposition header',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});

describe('the estimated progress (spec §4)', () => {
  test('+2 a step, never past 99', () => {
    expect(nextEstimate(0)).toBe(2);
    expect(nextEstimate(96)).toBe(98);
    expect(nextEstimate(98)).toBe(PROGRESS_CAP);
    expect(nextEstimate(99)).toBe(99);
    let value = 0;
    for (let second = 0; second < 100; second += 1) value = nextEstimate(value);
    expect(value).toBe(99);
  });
});
