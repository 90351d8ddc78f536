/**
 * TypeDoc's JSON types written back as TypeScript text, recording where each name of another
 * entry of the same version sits in it, so the UI can link it.
 */
import type { JSONOutput } from 'typedoc';
import type { TypeText } from './model';
import { list, TextWriter } from './textWriter';

/** The slug a reference names (an export of the same version), or undefined. */
export type ResolveRef = (ref: JSONOutput.ReferenceType, preferValue: boolean) => string | undefined;

/** Longest signature kept on one line; longer ones put each parameter on its own line. */
const MAX_LINE = 90;

/** Precedence a type is written at: a union inside an array needs parentheses, and so on. */
const TOP = 0;
const UNION = 1;
const INTERSECTION = 2;
const OPERAND = 3;

/** A type alone, as TypeText. */
export function typeText(type: JSONOutput.SomeType | undefined, resolve: ResolveRef): TypeText {
  const writer = new TextWriter();
  writeType(writer, type, resolve);
  return writer.result();
}

const literal = (value: JSONOutput.LiteralType['value']) =>
  value === null
    ? 'null'
    : typeof value === 'object'
      ? `${value.negative ? '-' : ''}${value.value}n`
      : typeof value === 'string'
        ? JSON.stringify(value)
        : String(value);

/** Writes a type at a precedence, in parentheses when the context needs them. */
export function writeType(w: TextWriter, type: JSONOutput.SomeType | undefined, resolve: ResolveRef, prec = TOP): void {
  if (!type) return void w.write('unknown');
  const needs = (level: number) => prec >= level;
  const paren = (level: number, body: () => void): void => {
    if (needs(level)) w.write('(');
    body();
    if (needs(level)) w.write(')');
  };
  switch (type.type) {
    case 'intrinsic':
    case 'unknown':
      return void w.write(type.name);
    case 'literal':
      return void w.write(literal(type.value));
    case 'reference':
      return writeReference(w, type, resolve, false);
    case 'array':
      writeType(w, type.elementType, resolve, OPERAND);
      return void w.write('[]');
    case 'union':
      return paren(INTERSECTION, () => list(w, type.types, ' | ', (t) => writeType(w, t, resolve, UNION)));
    case 'intersection':
      return paren(OPERAND, () => list(w, type.types, ' & ', (t) => writeType(w, t, resolve, INTERSECTION)));
    case 'tuple':
      w.write('[');
      list(w, type.elements ?? [], ', ', (t) => writeType(w, t, resolve));
      return void w.write(']');
    case 'namedTupleMember':
      w.write(`${type.name}${type.isOptional ? '?' : ''}: `);
      return writeType(w, type.element, resolve);
    case 'optional':
      writeType(w, type.elementType, resolve, OPERAND);
      return void w.write('?');
    case 'rest':
      w.write('...');
      return writeType(w, type.elementType, resolve, OPERAND);
    case 'typeOperator':
      return paren(OPERAND, () => {
        w.write(`${type.operator} `);
        writeType(w, type.target, resolve, OPERAND);
      });
    case 'indexedAccess':
      writeType(w, type.objectType, resolve, OPERAND);
      w.write('[');
      writeType(w, type.indexType, resolve);
      return void w.write(']');
    case 'query':
      w.write('typeof ');
      return writeReference(w, type.queryType, resolve, true);
    default:
      return writeComplexType(w, type, resolve, prec);
  }
}

/** Writes `text` then the type, when there is a type (`extends C`, `= D`, `is T`). */
export function writeAfter(w: TextWriter, text: string, type: JSONOutput.SomeType | undefined, resolve: ResolveRef, prec = TOP): void {
  if (!type) return;
  w.write(text);
  writeType(w, type, resolve, prec);
}

/** The types that read as expressions: conditional, mapped, template, predicate, inferred, object. */
function writeComplexType(w: TextWriter, type: JSONOutput.SomeType, resolve: ResolveRef, prec: number): void {
  switch (type.type) {
    case 'conditional':
      if (prec > TOP) w.write('(');
      writeType(w, type.checkType, resolve, OPERAND);
      w.write(' extends ');
      writeType(w, type.extendsType, resolve, UNION);
      w.write(' ? ');
      writeType(w, type.trueType, resolve);
      w.write(' : ');
      writeType(w, type.falseType, resolve);
      return void (prec > TOP && w.write(')'));
    case 'inferred':
      w.write(`infer ${type.name}`);
      writeAfter(w, ' extends ', type.constraint, resolve, OPERAND);
      return;
    case 'predicate':
      w.write(`${type.asserts ? 'asserts ' : ''}${type.name}`);
      writeAfter(w, ' is ', type.targetType, resolve);
      return;
    case 'templateLiteral':
      w.write('`' + type.head);
      for (const [part, text] of type.tail) {
        writeAfter(w, '${', part, resolve);
        w.write('}' + text);
      }
      return void w.write('`');
    case 'mapped':
      return writeMapped(w, type, resolve);
    case 'reflection':
      return writeReflection(w, type.declaration, resolve, prec);
    default:
      return void w.write('unknown');
  }
}

/**
 * A reference by the name written in the .d.ts, linked when it names an export of the version.
 * Other packages' types show their qualified name (`React.ReactNode`, `JSX.Element`), which
 * TypeDoc shortens to `ReactNode` and `Element` where the type was inferred.
 */
function writeReference(w: TextWriter, ref: JSONOutput.ReferenceType, resolve: ResolveRef, preferValue: boolean) {
  const slug = ref.refersToTypeParameter ? undefined : resolve(ref, preferValue);
  const qualified = typeof ref.target === 'object' && !slug && ref.qualifiedName?.includes('.') ? ref.qualifiedName.replace(/^__global\./, '') : undefined;
  w.name(qualified ?? ref.name, slug);
  if (ref.typeArguments?.length) {
    w.write('<');
    list(w, ref.typeArguments, ', ', (t) => writeType(w, t, resolve));
    w.write('>');
  }
}

function writeMapped(w: TextWriter, type: JSONOutput.MappedType, resolve: ResolveRef) {
  const modifier = (value: string | undefined, text: string) => (value === '+' ? `+${text}` : value === '-' ? `-${text}` : '');
  w.write(`{ ${modifier(type.readonlyModifier, 'readonly ')}[${type.parameter} in `);
  writeType(w, type.parameterType, resolve);
  writeAfter(w, ' as ', type.nameType, resolve);
  w.write(`]${modifier(type.optionalModifier, '?')}: `);
  writeType(w, type.templateType, resolve);
  w.write(' }');
}

/** An anonymous type: a function type, or an object type on one line. */
function writeReflection(w: TextWriter, decl: JSONOutput.DeclarationReflection, resolve: ResolveRef, prec: number) {
  const signatures = decl.signatures ?? [];
  const members = decl.children ?? [];
  const indexes = decl.indexSignatures ?? [];
  if (signatures.length === 1 && !members.length && !indexes.length) {
    if (prec > TOP) w.write('(');
    writeSignature(w, signatures[0] as JSONOutput.SignatureReflection, resolve, { arrow: true });
    return void (prec > TOP && w.write(')'));
  }
  if (!signatures.length && !members.length && !indexes.length) return void w.write('{}');
  w.write('{ ');
  const parts: (() => void)[] = [
    ...signatures.map((sig) => () => writeSignature(w, sig, resolve, { arrow: false })),
    ...indexes.map((sig) => () => writeIndexSignature(w, sig, resolve)),
    ...members.map((member) => () => writeMember(w, member, resolve)),
  ];
  list(w, parts, '; ', (part) => part());
  w.write(' }');
}

/** `[key: string]: T` */
export function writeIndexSignature(w: TextWriter, sig: JSONOutput.SignatureReflection, resolve: ResolveRef): void {
  w.write('[');
  list(w, sig.parameters ?? [], ', ', (param) => (w.write(`${param.name}: `), writeType(w, param.type, resolve)));
  w.write(']: ');
  writeType(w, sig.type, resolve);
}

/** A member of an object type: `name?: T`, `name(a: A): R`, `get name(): T`. */
function writeMember(w: TextWriter, member: JSONOutput.DeclarationReflection, resolve: ResolveRef): void {
  const readonly = member.flags.isReadonly ? 'readonly ' : '';
  const name = /^[A-Za-z_$][\w$]*$/.test(member.name) ? member.name : JSON.stringify(member.name);
  if (member.signatures?.length) {
    list(w, member.signatures, '; ', (sig) => writeSignature(w, sig, resolve, { arrow: false, name }));
  } else if (member.getSignature) {
    w.write(`get ${name}(): `);
    writeType(w, member.getSignature.type, resolve);
  } else {
    w.write(`${readonly}${name}${member.flags.isOptional ? '?' : ''}: `);
    writeType(w, member.type, resolve);
  }
}

/** `<T extends C = D, U>` */
export function writeTypeParameters(w: TextWriter, params: JSONOutput.TypeParameterReflection[] | undefined, resolve: ResolveRef): void {
  if (!params?.length) return;
  w.write('<');
  list(w, params, ', ', (param) => {
    w.write(param.name);
    writeAfter(w, ' extends ', param.type, resolve);
    writeAfter(w, ' = ', param.default, resolve);
  });
  w.write('>');
}

/** How writeSignature writes: as a function type (`=> R`), or as a declaration (`: R`) with a prefix. */
export interface SignatureStyle {
  arrow: boolean;
  /** Written first: `function formatQuery`, a method's name, or nothing for a call signature. */
  name?: string;
  /** Break long parameter lists onto lines (top-level display only). */
  wrap?: boolean;
  /** The name shown for a destructured parameter (TypeDoc's `__namedParameters`). Default: `params`. */
  unnamed?: string;
}

/** A parameter's name, with a destructuring pattern replaced by a plain name. */
export function paramName(name: string, unnamed = 'params'): string {
  return name === '__namedParameters' || /^[{[]/.test(name) ? unnamed : name;
}

/** `name<T>(a: A, b?: B): R`, or `<T>(a: A) => R`. */
export function writeSignature(w: TextWriter, sig: JSONOutput.SignatureReflection, resolve: ResolveRef, style: SignatureStyle): void {
  const head = new TextWriter().write(style.name ?? '');
  writeTypeParameters(head, sig.typeParameters, resolve);
  const params = (sig.parameters ?? []).map((param) => {
    const p = new TextWriter().write(
      `${param.flags.isRest ? '...' : ''}${paramName(param.name, style.unnamed)}${param.flags.isOptional || param.defaultValue ? '?' : ''}: `
    );
    writeType(p, param.type, resolve);
    return p;
  });
  const tail = new TextWriter().write(style.arrow ? ' => ' : ': ');
  writeType(tail, sig.type, resolve);
  const oneLine = head.text.length + tail.text.length + params.reduce((sum, p) => sum + p.text.length + 2, 2);
  const broken = style.wrap && params.length > 0 && oneLine > MAX_LINE;
  w.append(head).write(broken ? '(\n  ' : '(');
  list(w, params, broken ? ',\n  ' : ', ', (p) => w.append(p));
  w.write(broken ? '\n)' : ')').append(tail);
}
