import { ApiError } from './api-error';
import { uploadFile } from './upload';
import { setTestSession } from '@/testing/session-double';
import { fakeAuth, testUser } from '@/testing/render-app';

/** Stands in for the browser's XMLHttpRequest: records what is sent, answers as told. */
class FakeXhr {
  static last: FakeXhr;
  static reset() {
    FakeXhr.last = undefined as unknown as FakeXhr;
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File([new Uint8Array(2048)], 'boats.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setTestSession(fakeAuth({ user: testUser }));
});
afterEach(() => vi.unstubAllGlobals());

/** The request has gone once the token is known. */
const sent = () => vi.waitFor(() => expect(FakeXhr.last?.body).toBeDefined());

describe('uploadFile', () => {
  it("posts the file's bytes with its own type and the reader's token, reports progress and resolves to the answer", async () => {
    const progress = vi.fn();
    const done = uploadFile('/review/r1/photos', file, { onProgress: progress });
    await sent();
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/review/r1/photos');
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer test-id-token',
      'Content-Type': 'image/jpeg',
    });
    expect(xhr.body).toBe(file);
    xhr.upload.onprogress?.({ loaded: 1024, total: 2048, lengthComputable: true });
    expect(progress).toHaveBeenLastCalledWith({ loaded: 1024, total: 2048 });
    xhr.answer(201, { photo: { id: 'p1' } });
    await expect(done).resolves.toEqual({ photo: { id: 'p1' } });
    expect(progress).toHaveBeenLastCalledWith({ loaded: 2048, total: 2048 });
  });

  it('sends a file the browser gives no type as application/octet-stream (never JSON)', async () => {
    void uploadFile('/x', new File([new Uint8Array(4)], 'IMG_1.HEIC', { type: '' }));
    await sent();
    expect(FakeXhr.last.headers['Content-Type']).toBe('application/octet-stream');
  });

  it("rejects with the API's own error, and a network failure as status 0", async () => {
    const refused = uploadFile('/x', file);
    await sent();
    const xhr = FakeXhr.last;
    FakeXhr.reset();
    xhr.answer(413, {
      error: { code: 'payload_too_large', message: 'This file is too large: at most 15 MB' },
    });
    await expect(refused).rejects.toEqual(
      new ApiError(413, 'payload_too_large', 'This file is too large: at most 15 MB'),
    );
    await expect(refused).rejects.toMatchObject({ status: 413 });

    const offline = uploadFile('/x', file);
    await sent();
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('refuses before sending anything when nobody is signed in', async () => {
    setTestSession(fakeAuth());
    await expect(uploadFile('/x', file)).rejects.toMatchObject({ status: 401 });
  });
});
