// Vite's `import.meta.glob`, as the suites use it: files read as text or imported when the suite is
// built (the Workers runtime has no file system). Vitest provides it; the Workers types do not
// declare it.
declare global {
  interface ImportMeta {
    glob(
      pattern: string,
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>
    /** Modules imported when the suite is built (JSON files as `{ default: data }`). */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>
  }
}

export {}
