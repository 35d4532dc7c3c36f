import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/*
 * What the service worker (src/sw.ts) downloads when it installs: the app, not the site.
 * Workbox offers every built file; this keeps the code that the pages working offline need
 * (the chunks of each listed module and of what it imports statically, with their CSS, read from
 * the bundle) and the few files `keep` names. A first visit then costs
 * the worker this much, no more.
 */

/** An entry of Workbox's precache manifest (workbox-build's ManifestEntry with its size). */
interface PrecacheFile {
  url: string;
  revision: string | null;
  size: number;
}

export interface LeanPrecache {
  /** Modules (from web/) whose code is kept with what it imports statically. */
  modules: string[];
  /** Folders (from web/, ending in /): every module the bundle has a chunk for there, the same. */
  moduleFolders: string[];
  /** Other built files kept as they are (paths in the built folder). */
  keep: (file: string) => boolean;
}

/** The built files `modules` and `moduleFolders` need: chunks and their stylesheets. */
function filesFor(bundle: OutputBundle, { modules, moduleFolders }: LeanPrecache): Set<string> {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  for (const module of modules) {
    const chunk =
      chunks.find((c) => c.facadeModuleId?.split('?')[0]?.endsWith(`/${module}`)) ??
      chunks.find((c) => c.moduleIds.some((id) => id.split('?')[0]?.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`precache: no chunk for ${module}`);
    visit(chunk);
  }
  for (const folder of moduleFolders) {
    chunks.filter((c) => c.facadeModuleId?.includes(`/${folder}`)).forEach(visit);
  }
  return files;
}

/**
 * A plugin that reads the bundle as it is written, and the Workbox `manifestTransforms` step
 * (run by vite-plugin-pwa after the bundle is written) that leaves only those files.
 */
export function leanPrecache(lists: LeanPrecache) {
  let files = new Set<string>();
  const plugin: Plugin = {
    name: 'lean-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      files = filesFor(bundle, lists);
    },
  };
  const transform = (entries: PrecacheFile[]) =>
    Promise.resolve({
      manifest: entries.filter((entry) => files.has(entry.url) || lists.keep(entry.url)),
      warnings: [],
    });
  return { plugin, transform };
}
