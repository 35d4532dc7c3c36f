import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import * as accounts from '../../src/accounts/schema';
import * as audit from '../../src/audit/schema';
import * as owners from '../../src/owners/schema';
import * as reviews from '../../src/reviews/schema';
import * as saved from '../../src/saved/schema';
import * as services from '../../src/services/schema';

/*
 * Which text fields the API reads, found from its own code, so that the fuzz's list
 * (text-inputs.ts) cannot miss one: every `parse(<schema>, req.body | req.query, …)` in a
 * router (src/<feature>/routes.ts), and in each such schema every field that takes text.
 * A query's every parameter is text; a body's field is text when its schema accepts a string
 * (a string, an enum, a list of strings, or anything at all).
 */

const SRC = path.resolve(__dirname, '../../src');

/** Every schema a router may name, by its exported name (a new schema module goes here). */
const SCHEMAS: Record<string, unknown> = {
  ...accounts,
  ...audit,
  ...owners,
  ...reviews,
  ...saved,
  ...services,
};

export type Part = 'body' | 'query';

/** One input the API parses: `route` as its router names it, e.g. `PUT /review/:id`. */
export interface ParsedInput {
  route: string;
  part: Part;
  schema: string;
  /** Its text fields, as the schema says. */
  fields: string[];
}

function routerFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routerFiles(full);
    return entry.name === 'routes.ts' ? [full] : [];
  });
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The object schema inside wrappers and pipes (a body refined or transformed is still one). */
function objectShape(schema: unknown, where: string): Record<string, unknown> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (def.type === 'pipe') return objectShape(def.in, where);
  if ('innerType' in def) return objectShape(def.innerType, where);
  throw new Error(`${where}: not an object schema (${def.type})`);
}

/** Whether a field's schema accepts a string as (part of) its value. */
function takesText(schema: unknown): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'unknown':
    case 'any':
    case 'template_literal':
      return true;
    case 'literal':
      return (def.values as unknown[]).some((v) => typeof v === 'string');
    case 'array':
      return takesText(def.element);
    case 'union':
      return (def.options as unknown[]).some(takesText);
    case 'pipe':
      return takesText(def.in);
    default:
      return 'innerType' in def ? takesText(def.innerType) : false;
  }
}

export function textFieldsOf(schema: z.ZodType, part: Part, where: string): string[] {
  const shape = objectShape(schema, where);
  const names = Object.keys(shape);
  return (part === 'query' ? names : names.filter((name) => takesText(shape[name]))).sort();
}

const ROUTE = /router\.(get|post|put|patch|delete)\(\s*'([^']+)'/g;
const PARSE = /parse\(\s*(\w+)\s*,\s*req\.(body|query)\b/g;

/** Every body and query the routers parse, with the schema's text fields. */
export function parsedInputs(): ParsedInput[] {
  return routerFiles(SRC).flatMap((file) => {
    const code = fs.readFileSync(file, 'utf8');
    const routes = [...code.matchAll(ROUTE)];
    return routes.flatMap((match, i) => {
      const block = code.slice(match.index, routes[i + 1]?.index ?? code.length);
      const route = `${match[1]!.toUpperCase()} ${match[2]!}`;
      return [...block.matchAll(PARSE)].map(([, name, part]) => {
        const where = `${path.relative(SRC, file)}: ${route} parses ${name!}`;
        const schema = SCHEMAS[name!];
        if (!schema) throw new Error(`${where}, which text-coverage.ts does not import`);
        return {
          route,
          part: part as Part,
          schema: name!,
          fields: textFieldsOf(schema as z.ZodType, part as Part, where),
        };
      });
    });
  });
}
