import { Enum, Property } from '@mikro-orm/decorators/legacy';
import type { EifFieldKind } from '@onboard/contracts';

/**
 * Makes a nullable column of every answer of an EIF field table on an entity (decision 090): the tables of
 * libs/contracts/src/eif-fields.ts are the one declaration of the EIF's answers. Called next to the entity's
 * class, before MikroORM discovers it; the entity's type gets the answers by declaration merging.
 */
export function addEifColumns(
  entity: abstract new (...args: never[]) => object,
  fields: Record<string, EifFieldKind>,
): void {
  const target = entity.prototype as object;
  for (const [name, field] of Object.entries(fields)) {
    switch (field.kind) {
      case 'boolean':
        Property({ type: 'boolean', nullable: true })(target, name);
        break;
      case 'text':
        Property(
          field.max > 255
            ? { type: 'text', nullable: true }
            : { type: 'string', length: field.max, nullable: true },
        )(target, name);
        break;
      case 'enum':
        Enum({ items: [...field.values], nullable: true })(target, name);
        break;
      case 'enumList':
        Property({ type: 'json', nullable: true })(target, name);
        break;
      case 'mmdd':
        Property({ type: 'string', length: 5, nullable: true })(target, name);
        break;
      case 'integer':
        Property({ type: 'smallint', nullable: true })(target, name);
        break;
      case 'percent':
        Property({ type: 'double', nullable: true })(target, name);
        break;
      case 'state':
        Property({ type: 'string', length: 2, nullable: true })(target, name);
        break;
      case 'zip':
        Property({ type: 'string', length: 10, nullable: true })(target, name);
        break;
      case 'id':
        Property({ type: 'uuid', nullable: true })(target, name);
        break;
    }
  }
}
