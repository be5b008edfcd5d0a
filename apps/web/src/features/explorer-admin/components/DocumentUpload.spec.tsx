import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { DocumentDto } from '@onboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CLIENT_A } from '../../../test/clients.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { DocumentUpload } from './DocumentUpload.js';

jest.setTimeout(30_000);

const video: DocumentDto = {
  id: '0b6f5c3e-0000-4000-8000-0000000000d9',
  clientId: CLIENT_A,
  policyId: null,
  category: 'enrollment-resource',
  fileName: 'medical.mp4',
  contentType: 'video/mp4',
  size: 4096,
  language: null,
  processStatus: 'UPLOADED',
  vidyardId: '123456',
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  deletedAt: null,
  updatedBy: null,
};

/** A stand-in XMLHttpRequest that answers when the test says so. */
const sent: { method: string; url: string; body: FormData }[] = [];
let answer: (() => void) | null = null;
class FakeXhr {
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private request = { method: '', url: '' };
  open(method: string, url: string) {
    this.request = { method, url };
  }
  headers: Record<string, string> = {};
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    sent.push({ ...this.request, body });
    answer = () => {
      this.status = 201;
      this.responseText = JSON.stringify(video);
      this.onload?.();
    };
  }
}
const originalXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  sent.length = 0;
  answer = null;
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
});
afterEach(() => {
  Object.assign(globalThis, { XMLHttpRequest: originalXhr });
});

describe('a site’s upload field', () => {
  test('a video goes to the video host with the progress bar until it is answered', async () => {
    const uploaded: DocumentDto[] = [];
    renderWithGateway([], {
      routes: [
        {
          path: '/',
          element: (
            <DocumentUpload
              clientId={CLIENT_A}
              kind="video"
              label="Video file"
              category="enrollment-resource"
              accept="video/*"
              documentId={null}
              onUploaded={(document) => uploaded.push(document)}
            />
          ),
        },
      ],
    });
    const input = await screen.findByLabelText('Upload Video file');
    const file = new File([new Uint8Array(64)], 'medical.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe(`/api/clients/${CLIENT_A}/documents/vidyard/upload`);
    expect(sent[0]?.body.get('category')).toBe('enrollment-resource');
    // Spec §4: the bar shows while the upload runs.
    expect(screen.getByRole('progressbar')).toBeTruthy();

    answer?.();
    await screen.findByText('Video file: medical.mp4');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(uploaded.map((d) => d.vidyardId)).toEqual(['123456']);
  });
});
