/**
 * What TypeDoc calls a reflection (its ReflectionKind numbers, and the upstream site's URL folder
 * for each) and what a reader calls it: component, hook, function, interface…
 */
import type { JSONOutput } from 'typedoc';
import type { ApiKind } from './model';
import { typeText, type ResolveRef } from './typeText';

type Declaration = JSONOutput.DeclarationReflection;

/** TypeDoc's ReflectionKind values this module reads. */
export const KIND = {
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
  Reference: 4194304,
} as const;

/** The folder of each kind in the upstream site's URLs (typedoc-plugin-markdown's names). */
export const KIND_DIRS: Readonly<Record<number, string>> = {
  [KIND.Namespace]: 'namespaces',
  [KIND.Enum]: 'enumerations',
  [KIND.Variable]: 'variables',
  [KIND.Function]: 'functions',
  [KIND.Class]: 'classes',
  [KIND.Interface]: 'interfaces',
  [KIND.TypeAlias]: 'type-aliases',
};

/** A React component's type, by the last part of its name (`React.MemoExoticComponent`, `QueryBuilderContextProvider`). */
const COMPONENT_TYPES = /(^|\.)(\w*Component|ComponentType|ComponentClass|FC|FunctionComponent|\w*ContextProvider)$/;
const ELEMENT_RETURN = /\b(Element|ReactElement|ReactNode|ReactPortal)\b/;

/** Call signatures of a function, or of a variable whose type is a function type. */
export function callSignatures(decl: Declaration): JSONOutput.SignatureReflection[] {
  if (decl.kind === KIND.Function) return decl.signatures ?? [];
  const type = decl.type;
  // A const of a function type, possibly with members (`{ (props: P): Element; displayName: string }`).
  if (decl.kind === KIND.Variable && type?.type === 'reflection') return type.declaration.signatures ?? [];
  return [];
}

/** component / hook / function for something callable (or a React component type), else undefined. */
function callableKind(decl: Declaration, resolve: ResolveRef): ApiKind | undefined {
  const signatures = callSignatures(decl);
  const pascal = /^[A-Z]/.test(decl.name);
  if (decl.kind === KIND.Variable && decl.type?.type === 'reference' && pascal && COMPONENT_TYPES.test(decl.type.name)) return 'component';
  if (!signatures.length) return undefined;
  if (/^use[A-Z0-9]/.test(decl.name)) return 'hook';
  if (pascal && signatures.some((sig) => ELEMENT_RETURN.test(typeText(sig.type, resolve).text))) return 'component';
  return 'function';
}

const KINDS: Readonly<Record<number, ApiKind>> = {
  [KIND.Namespace]: 'namespace',
  [KIND.Enum]: 'enum',
  [KIND.Variable]: 'variable',
  [KIND.Function]: 'function',
  [KIND.Class]: 'class',
  [KIND.Interface]: 'interface',
  [KIND.TypeAlias]: 'type',
};

/** The kind a reader would call the reflection. */
export function apiKind(decl: Declaration, resolve: ResolveRef): ApiKind {
  return callableKind(decl, resolve) ?? KINDS[decl.kind] ?? 'variable';
}
