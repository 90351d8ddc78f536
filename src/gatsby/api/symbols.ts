/**
 * One exported TypeDoc reflection as an `ApiSymbol`: its kind as a reader names it, its
 * signatures as text with links, its parameter and member tables and its doc comment.
 */
import type { JSONOutput } from 'typedoc';
import { convertComment, sameDoc, type CommentContext } from './comments';
import { apiKind, callSignatures, KIND } from './kinds';
import { TextWriter } from './textWriter';
import type { ApiKind, ApiMember, ApiSignature, ApiSymbol, ApiTypeParameter, TypeText } from './model';
import {
  paramName,
  typeText,
  writeIndexSignature,
  writeSignature,
  writeType,
  writeTypeParameters,
  type ResolveRef,
  type SignatureStyle,
  writeAfter,
} from './typeText';

type Declaration = JSONOutput.DeclarationReflection;
type Signature = JSONOutput.SignatureReflection;

/** What building a symbol needs: link resolution for types and for comments. */
export interface SymbolContext {
  resolve: ResolveRef;
  comments: Omit<CommentContext, 'symbol'>;
}

/** Where the symbol sits: decided by the caller (normalize.ts). */
export type SymbolPlace = Pick<ApiSymbol, 'slug' | 'package' | 'exportedFrom'>;

function typeParameters(params: JSONOutput.TypeParameterReflection[] | undefined, ctx: SymbolContext, symbol: string): ApiTypeParameter[] | undefined {
  if (!params?.length) return undefined;
  return params.map((param) => {
    const { doc } = convertComment(param.comment, { ...ctx.comments, symbol });
    return {
      name: param.name,
      ...(param.type && { constraint: typeText(param.type, ctx.resolve) }),
      ...(param.default && { default: typeText(param.default, ctx.resolve) }),
      ...(doc && { doc }),
    };
  });
}

/** What a table row reads from a parameter, property or index signature. */
interface RowSource {
  flags: JSONOutput.ReflectionFlags;
  defaultValue?: string;
}

/** A table row; `type` is written by the caller. */
function row(name: string, type: TypeText, reflection: RowSource, comment: JSONOutput.Comment | undefined, ctx: SymbolContext, symbol: string): ApiMember {
  const { doc, deprecated, default: fallback } = convertComment(comment, { ...ctx.comments, symbol });
  const declared = reflection.defaultValue;
  const value = fallback ?? (declared && declared !== '...' ? declared : undefined);
  return {
    name,
    type,
    ...((reflection.flags.isOptional || declared) && { optional: true as const }),
    ...(reflection.flags.isReadonly && { readonly: true as const }),
    ...(value !== undefined && { default: value }),
    ...(doc && { doc }),
    ...(deprecated && { deprecated }),
  };
}

/** Parameter rows; the members of an inline object parameter follow it as `param.member`. */
function parameters(sig: Signature, ctx: SymbolContext, symbol: string, unnamed?: string): ApiMember[] | undefined {
  const rows = (sig.parameters ?? []).flatMap((param) => {
    const name = `${param.flags.isRest ? '...' : ''}${paramName(param.name, unnamed)}`;
    const own = row(name, typeText(param.type, ctx.resolve), param, param.comment, ctx, symbol);
    const inline = param.type?.type === 'reflection' ? (param.type.declaration.children ?? []) : [];
    return [own, ...inline.map((member) => memberRow(member, ctx, symbol, `${paramName(param.name, unnamed)}.`))];
  });
  return rows.length ? rows : undefined;
}

/** A member of an interface, class, object type or enum as a table row. */
function memberRow(member: Declaration, ctx: SymbolContext, symbol: string, prefix = ''): ApiMember {
  const w = new TextWriter();
  const signatures = member.signatures ?? [];
  if (signatures.length) {
    signatures.forEach((sig, index) => (index && w.write(' & '), writeSignature(w, sig, ctx.resolve, { arrow: true })));
  } else if (member.getSignature) writeType(w, member.getSignature.type, ctx.resolve);
  else writeType(w, member.type, ctx.resolve);
  const comment = member.comment ?? signatures[0]?.comment ?? member.getSignature?.comment;
  return row(prefix + member.name, w.result(), member, comment, ctx, symbol);
}

/** Members of a declaration (or of the object type an alias or a variable names), with index signatures. */
function members(decl: Declaration, ctx: SymbolContext): ApiMember[] | undefined {
  const holder = decl.type?.type === 'reflection' && decl.kind !== KIND.Function ? decl.type.declaration : decl;
  const rows = (holder.children ?? []).filter((child) => child.kind !== KIND.Constructor).map((child) => memberRow(child, ctx, decl.name));
  for (const sig of holder.indexSignatures ?? []) {
    const w = new TextWriter();
    writeIndexSignature(w, sig, ctx.resolve);
    const [key, type] = [w.text.slice(0, w.text.indexOf(']: ') + 1), typeText(sig.type, ctx.resolve)];
    rows.push(row(key, type, sig, sig.comment, ctx, decl.name));
  }
  return rows.length ? rows : undefined;
}

const KEYWORDS: Readonly<Record<number, string>> = {
  [KIND.Interface]: 'interface',
  [KIND.Class]: 'class',
  [KIND.TypeAlias]: 'type',
  [KIND.Enum]: 'enum',
  [KIND.Namespace]: 'namespace',
};

/** Declaration line of a non-callable: `interface X<T> extends A`, `type X = …`, `const x: T`. */
function declarationLine(decl: Declaration, ctx: SymbolContext): TypeText {
  const w = new TextWriter();
  const keyword = KEYWORDS[decl.kind];
  if (!keyword) {
    w.write(`${decl.flags.isConst === false ? 'let' : 'const'} ${decl.name}: `);
    writeType(w, decl.type, ctx.resolve);
    return w.result();
  }
  w.write(`${keyword} ${decl.name}`);
  writeTypeParameters(w, decl.typeParameters, ctx.resolve);
  const heritage = (word: string, types: JSONOutput.SomeType[] | undefined) => {
    if (!types?.length) return;
    w.write(` ${word} `);
    types.forEach((type, index) => (index && w.write(', '), writeType(w, type, ctx.resolve)));
  };
  heritage('extends', decl.extendedTypes);
  heritage('implements', decl.implementedTypes);
  if (decl.kind === KIND.TypeAlias) writeAfter(w, ' = ', decl.type, ctx.resolve);
  return w.result();
}

/** One call signature for display (written as `style` says), with its parameter table. */
function signatureOf(sig: Signature, style: SignatureStyle, symbol: string, ctx: SymbolContext, symbolDoc: ApiSymbol['doc']): ApiSignature {
  const w = new TextWriter();
  writeSignature(w, sig, ctx.resolve, { ...style, wrap: true });
  const { doc } = convertComment(sig.comment, { ...ctx.comments, symbol });
  const params = parameters(sig, ctx, symbol, style.unnamed);
  const typeParams = typeParameters(sig.typeParameters, ctx, symbol);
  return {
    ...w.result(),
    ...(params && { parameters: params }),
    ...(typeParams && { typeParameters: typeParams }),
    returns: typeText(sig.type, ctx.resolve),
    ...(doc && !sameDoc(doc, symbolDoc) && { doc }),
  };
}

/**
 * The signatures shown for a declaration: each overload of a callable (`function f(a: A): R`,
 * `const C: (props: P) => Element`); else its declaration line, then a class's constructors and
 * an interface's call signatures.
 */
function signatures(decl: Declaration, kind: ApiKind, ctx: SymbolContext, symbolDoc: ApiSymbol['doc']): ApiSignature[] {
  const calls = callSignatures(decl);
  const unnamed = kind === 'component' ? 'props' : 'params';
  const style: SignatureStyle =
    decl.kind === KIND.Function ? { arrow: false, name: `function ${decl.name}`, unnamed } : { arrow: true, name: `const ${decl.name}: `, unnamed };
  if (calls.length) return calls.map((sig) => signatureOf(sig, style, decl.name, ctx, symbolDoc));
  const line: ApiSignature = declarationLine(decl, ctx);
  const constructors = (decl.children ?? []).filter((child) => child.kind === KIND.Constructor).flatMap((child) => child.signatures ?? []);
  const own = [
    ...constructors.map((sig) => signatureOf(sig, { arrow: false, name: `new ${decl.name}` }, decl.name, ctx, symbolDoc)),
    ...(decl.signatures ?? []).map((sig) => signatureOf(sig, { arrow: false }, decl.name, ctx, symbolDoc)),
  ];
  const aliasCalls = decl.kind === KIND.TypeAlias && decl.type?.type === 'reflection' ? decl.type.declaration.signatures : undefined;
  const aliasParams = aliasCalls?.length === 1 ? parameters(aliasCalls[0] as Signature, ctx, decl.name) : undefined;
  if (aliasParams) line.parameters = aliasParams;
  return [line, ...own];
}

/** The props type of a component: the first linked `…Props` in its first parameter or type, else the first link. */
function propsOf(symbol: ApiSymbol): string | undefined {
  const source = symbol.signatures[0]?.parameters?.[0]?.type ?? symbol.signatures[0];
  const links = source?.links ?? [];
  const named = links.find(([start, end]) => source?.text.slice(start, end).endsWith('Props'));
  return (named ?? links[0])?.[2];
}

/** The export as an ApiSymbol, placed at `place`. */
export function buildSymbol(decl: Declaration, place: SymbolPlace, ctx: SymbolContext): ApiSymbol {
  const calls = callSignatures(decl);
  const comment = decl.comment ?? calls[0]?.comment;
  const { doc, deprecated } = convertComment(comment, { ...ctx.comments, symbol: decl.name });
  const kind = apiKind(decl, ctx.resolve);
  const symbol: ApiSymbol = { name: decl.name, kind, ...place, signatures: signatures(decl, kind, ctx, doc) };
  const typeParams = calls.length ? undefined : typeParameters(decl.typeParameters, ctx, decl.name);
  const rows = members(decl, ctx);
  if (typeParams) symbol.typeParameters = typeParams;
  if (rows && !calls.length) symbol.properties = rows;
  if (symbol.kind === 'component') {
    const props = propsOf(symbol);
    if (props) symbol.props = props;
  }
  if (doc) symbol.doc = doc;
  if (deprecated) symbol.deprecated = deprecated;
  return symbol;
}

/** The text that must match for two majors' versions of an export to count as the same type. */
export function shapeText(symbol: Pick<ApiSymbol, 'signatures' | 'properties'>): string {
  const members = (symbol.properties ?? []).map((m) => `${m.readonly ? 'readonly ' : ''}${m.name}${m.optional ? '?' : ''}: ${m.type.text}`).sort();
  return [...symbol.signatures.map((sig) => sig.text), ...members].join('\n');
}
