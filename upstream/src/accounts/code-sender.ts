import { appendFile } from 'node:fs/promises';

export type CodePurpose = 'register' | 'reset';

/** Delivers a verification code to a mailbox. The reference upstream has no mail server, so these stand in. */
export type CodeSender = { send(email: string, code: string, purpose: CodePurpose): Promise<void> };

/** Prints the code, so someone running the server by hand can register. */
export class ConsoleCodeSender implements CodeSender {
  async send(email: string, code: string, _purpose: CodePurpose): Promise<void> {
    console.log(`[upstream] verification code for ${email}: ${code}`);
  }
}

/** Keeps codes in memory for tests. */
export class MemoryCodeSender implements CodeSender {
  private readonly codes = new Map<string, string>();
  readonly sent: { email: string; code: string; purpose: CodePurpose }[] = [];

  async send(email: string, code: string, purpose: CodePurpose): Promise<void> {
    this.codes.set(email.toLowerCase(), code);
    this.sent.push({ email, code, purpose });
  }

  last(email: string): string | undefined {
    return this.codes.get(email.toLowerCase());
  }
}

/** Appends one JSON line per code (`{email, code, purpose, at}`), so browser tests in another process can read them. */
export class FileCodeSender implements CodeSender {
  private readonly path: string;

  constructor(path: string) {
    this.path = path;
  }

  async send(email: string, code: string, purpose: CodePurpose): Promise<void> {
    const line = JSON.stringify({ email, code, purpose, at: Date.now() });
    await appendFile(this.path, `${line}\n`, 'utf8');
  }
}
