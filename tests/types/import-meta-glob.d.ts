// Vite's `import.meta.glob`, as the unit suite uses it: files read as text when the suite is built
// (the Workers runtime has no file system). Vitest provides it; the Workers types do not declare it.
declare global {
  interface ImportMeta {
    glob(
      pattern: string,
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>
  }
}

export {}
