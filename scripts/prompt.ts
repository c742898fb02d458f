/**
 * Questions on the terminal for the project's commands. Answers are read line by line from one
 * buffered reader, so answers piped through standard input (one a line) work as well as typed
 * ones; secrets are read without echo.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";

export interface Prompt {
  ask(question: string): Promise<string>;
  /** Reads an answer without showing what is typed. */
  askSecret(question: string): Promise<string>;
  close(): void;
}

export function openPrompt(): Prompt {
  let muted = false;
  // On a terminal readline echoes keystrokes to its output: this one drops them while a secret is typed.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  // The iterator buffers lines that arrive before their question (piped input arrives at once).
  const lines = reader[Symbol.asyncIterator]();

  async function ask(question: string): Promise<string> {
    process.stdout.write(question);
    const line = await lines.next();
    if (line.done) throw new Error("Standard input ended before every question was answered");
    return line.value;
  }

  return {
    ask,
    async askSecret(question) {
      muted = true;
      try {
        return await ask(question);
      } finally {
        muted = false;
        process.stdout.write("\n");
      }
    },
    close: () => reader.close(),
  };
}
