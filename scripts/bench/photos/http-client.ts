/** A signed-in member talking to the API over real HTTP, as a browser would. */
export class Member {
  private constructor(
    private readonly base: string,
    private readonly origin: string,
    readonly cookie: string,
  ) {}

  static async register(base: string, origin: string, username: string): Promise<Member> {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: 'bench-secret',
        confirmPassword: 'bench-secret',
        age: 30,
        gender: 'female',
        location: 'Berlin',
      }),
    });
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return new Member(base, origin, cookie);
  }

  async request(
    method: string,
    path: string,
    body?: Buffer | object,
    contentType?: string,
  ): Promise<Response> {
    const isBytes = Buffer.isBuffer(body);
    const headers: Record<string, string> = { origin: this.origin, cookie: this.cookie };
    if (body !== undefined) headers['content-type'] = contentType ?? 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isBytes ? body : JSON.stringify(body),
    });
    return res;
  }

  async json<T>(method: string, path: string, body?: Buffer | object, contentType?: string): Promise<T> {
    const res = await this.request(method, path, body, contentType);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
}
