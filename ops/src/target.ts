import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { HOST, PROJECT_ID, START_PORTS } from '@tourist-guide/stack/ports';

/*
 * Which project an operations script (npm run admin, places, reviews) acts on.
 * Without --project: the local emulators, those FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST and STORAGE_EMULATOR_HOST name (inside
 * `npm run suite -- …`) or else the ones `npm start` runs. With --project <id>: that
 * real project, through application default credentials (`gcloud auth
 * application-default login`, or a service account in GOOGLE_APPLICATION_CREDENTIALS).
 */

export interface Target {
  app: App;
  /** For people: "the local emulators (demo-tourist-guide)" or "project my-guide". */
  description: string;
}

export class UsageError extends Error {}

/** Takes `<flag> <value>` out of `args` (mutated) and returns the value, if given. */
export function takeOption(args: string[], flag: string, usage: string): string | undefined {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new UsageError(`${flag} needs a value\n${usage}`);
  args.splice(i, 2);
  return value;
}

/** Takes `flag` out of `args` (mutated); whether it was there. */
export function takeSwitch(args: string[], flag: string): boolean {
  const i = args.indexOf(flag);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
}

/** Takes `--project <id>` out of `args` (mutated) and returns the id, if given. */
export function takeProject(args: string[]): string | undefined {
  const i = args.indexOf('--project');
  if (i < 0) return undefined;
  const id = args[i + 1];
  if (!id || id.startsWith('--')) throw new UsageError('--project needs a project id');
  args.splice(i, 2);
  return id;
}

export function connect(project: string | undefined): Target {
  if (project !== undefined) {
    if (!/^[a-z][a-z0-9-]{4,29}$/.test(project)) {
      throw new UsageError(`"${project}" is not a Firebase project id`);
    }
    if (project.startsWith('demo-')) {
      throw new UsageError(
        `${project} is a demo project, which only exists on the emulators: leave out --project`,
      );
    }
    delete process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.STORAGE_EMULATOR_HOST;
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    const app = getApps()[0] ?? initializeApp({ projectId: project });
    return { app, description: `project ${project}` };
  }
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${START_PORTS.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${START_PORTS.auth}`;
  process.env.STORAGE_EMULATOR_HOST ??= `http://${HOST}:${START_PORTS.storage}`;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return { app, description: `the local emulators (${PROJECT_ID})` };
}
