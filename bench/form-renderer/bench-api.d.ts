// What the benchmark page (main.tsx) exposes to the suite driving it (suites/form-renderer.ts).
export {};

declare global {
  interface Window {
    bench: {
      /** Mounts the form; resolves with the milliseconds from render to the paint of the whole visible form. */
      mount: () => Promise<number>;
      /** Focuses field `id`'s text input and times each keystroke to the next paint; false if absent. */
      watchKeystrokes: (id: string) => boolean;
      keystrokes: number[];
    };
  }
}
