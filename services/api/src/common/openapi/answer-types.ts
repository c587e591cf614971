import { join, relative } from 'node:path';
import ts from 'typescript';
import type { AnswerSchemas, Schema } from './wire-document';

/**
 * What each route answers, read from the TypeScript types its controller method returns: the
 * answers are typed once, in the code, and the OpenAPI document is derived from those types, so
 * no response class repeats a shape. Build-time only (`npm run openapi` and its staleness test):
 * it needs the sources and the compiler, which a production image has neither of.
 */
export function answerSchemasFromTypes(repoRoot: string, reservedNames: string[]): AnswerSchemas {
  const apiSrc = join(repoRoot, 'services/api/src');
  // Every source file: a controller may live beside its module (health.module.ts).
  const sources = ts.sys.readDirectory(apiSrc, ['.ts']).filter((file) => !file.endsWith('.spec.ts'));
  const envelopes = join(repoRoot, 'libs/contracts/src/api-envelope.ts');
  const program = ts.createProgram([envelopes, ...sources], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    strict: true,
    experimentalDecorators: true,
    skipLibCheck: true,
    noEmit: true,
    resolveJsonModule: true,
    types: ['node'],
    baseUrl: repoRoot,
    paths: { '@earnwave/*': ['./libs/*/src'] },
  });
  const checker = program.getTypeChecker();
  const schemas = new SchemaWriter(checker, reservedNames);
  // What every failure answers (ErrorEnvelopeFilter), named so that the document refers to it.
  const errorEnvelope = program
    .getSourceFile(envelopes)
    ?.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'ErrorEnvelope');
  if (!errorEnvelope) throw new Error('ErrorEnvelope is not declared in libs/contracts/src/api-envelope.ts');
  schemas.of(checker.getTypeAtLocation(errorEnvelope));
  const operations: Record<string, Schema> = {};
  for (const file of sources.sort()) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${relative(repoRoot, file)} was not compiled`);
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name) continue;
      const symbol = checker.getSymbolAtLocation(statement.name);
      if (!symbol) continue;
      // A controller's routes are its own methods and those it inherits (the console's list and
      // record, common/simple-rest/console-records.ts), read as this class instantiates them.
      for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        const route = property.declarations?.find(
          (declaration) =>
            ts.isMethodDeclaration(declaration) && HTTP_METHODS.some((name) => hasDecorator(declaration, name)),
        );
        if (!route) continue;
        const [signature] = checker.getTypeOfSymbolAtLocation(property, statement).getCallSignatures();
        if (!signature) continue;
        const answer = checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType();
        // A method that writes its answer itself (a file, a redirect) returns nothing to describe.
        if (answer.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) continue;
        operations[`${statement.name.text}_${property.getName()}`] = schemas.of(answer);
      }
    }
  }
  return { operations, components: schemas.components };
}

const HTTP_METHODS = ['Get', 'Post', 'Put', 'Patch', 'Delete'];

function hasDecorator(node: ts.HasDecorators, name: string): boolean {
  return (ts.getDecorators(node) ?? []).some(
    (decorator) =>
      ts.isCallExpression(decorator.expression) &&
      ts.isIdentifier(decorator.expression.expression) &&
      decorator.expression.expression.text === name,
  );
}

/**
 * JSON Schema (OpenAPI 3.0's dialect) of a TypeScript type as JSON.stringify writes it: Dates
 * become strings, functions and undefined fields disappear. Named interfaces and type aliases
 * become components, so the generated client types keep their names.
 */
class SchemaWriter {
  readonly components: Record<string, Schema> = {};
  private readonly names = new Map<ts.Type, string>();
  private readonly inProgress = new Set<ts.Type>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly reservedNames: string[],
  ) {}

  of(type: ts.Type): Schema {
    const name = this.componentName(type);
    if (!name) return this.inline(type);
    if (!this.names.has(type)) {
      this.names.set(type, name);
      this.components[name] = this.inline(type);
    }
    return { $ref: `#/components/schemas/${this.names.get(type)}` };
  }

  private inline(type: ts.Type): Schema {
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [type === this.checker.getTrueType()] };
    if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.BigInt)) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (type.isUnion()) return this.union(type.types);
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) {
      const items = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: items.length === 1 ? this.of(items[0]) : this.union(items) };
    }
    if (type.getSymbol()?.getName() === 'Date') return { type: 'string', format: 'date-time' };
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.object(type);
    return {};
  }

  private union(members: readonly ts.Type[]): Schema {
    const present = members.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const nullable = present.some((member) => member.flags & ts.TypeFlags.Null);
    const values = present.filter((member) => !(member.flags & ts.TypeFlags.Null));
    const booleans = values.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const others = booleans.length === 2 ? values.filter((member) => !booleans.includes(member)) : values;
    const schemas: Schema[] = [
      ...(booleans.length === 2 ? [{ type: 'boolean' }] : []),
      ...others.map((m) => this.of(m)),
    ];
    const literals = schemas.every((schema) => schema.enum && schema.type === schemas[0].type);
    let schema: Schema;
    if (schemas.length === 0) schema = {};
    else if (schemas.length === 1) schema = schemas[0];
    else if (literals) schema = { type: schemas[0].type, enum: schemas.flatMap((s) => s.enum as unknown[]) };
    else schema = { oneOf: schemas };
    if (!nullable) return schema;
    // OpenAPI 3.0 has no null type: a reference is wrapped to carry `nullable`.
    return schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
  }

  private object(type: ts.Type): Schema {
    if (this.inProgress.has(type)) return {};
    this.inProgress.add(type);
    try {
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const property of this.checker.getPropertiesOfType(type)) {
        // A mapped type's properties (Record<ReferralStatus, number>) have no declaration of their own.
        const propertyType = this.checker.getTypeOfSymbol(property);
        if (propertyType.getCallSignatures().length) continue;
        if (propertyType.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) continue;
        properties[property.getName()] = this.of(propertyType);
        const optional = property.flags & ts.SymbolFlags.Optional || this.admitsUndefined(propertyType);
        if (!optional) required.push(property.getName());
      }
      const index = this.checker.getIndexInfoOfType(type, ts.IndexKind.String);
      const schema: Schema = { type: 'object' };
      if (Object.keys(properties).length) schema.properties = properties;
      if (required.length) schema.required = required;
      if (index) schema.additionalProperties = this.of(index.type);
      return schema;
    } finally {
      this.inProgress.delete(type);
    }
  }

  private admitsUndefined(type: ts.Type): boolean {
    return type.isUnion() && type.types.some((member) => member.flags & ts.TypeFlags.Undefined);
  }

  /**
   * An exported interface's, class's or type alias's own name, when the type is that declaration as
   * written and no other type took the name first (another module's `Row` stays inline).
   */
  private componentName(type: ts.Type): string | undefined {
    const known = this.names.get(type);
    if (known) return known;
    const alias = type.aliasSymbol;
    const symbol = alias ?? type.getSymbol();
    if (!symbol || !this.isExported(symbol)) return undefined;
    if (alias ? type.aliasTypeArguments?.length : !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) {
      return undefined;
    }
    if (!alias && ((type as ts.TypeReference).typeArguments?.length || this.checker.isArrayType(type)))
      return undefined;
    const name = symbol.getName();
    const taken = this.reservedNames.includes(name) || [...this.names.values()].includes(name);
    return taken || name === 'Date' ? undefined : name;
  }

  private isExported(symbol: ts.Symbol): boolean {
    return (symbol.declarations ?? []).some(
      (declaration) => ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Export,
    );
  }
}
