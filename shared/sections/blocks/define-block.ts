/**
 * The shape of a block type's definition and `defineBlock`, which fills its label and its
 * version (1 with no migrations unless it says otherwise).
 */
import type { z } from 'zod';
import type { SettingDescriptor } from '../types';
import { blockLabels, type Block, type BlockType } from './block-types';

/** One step of a block type's props from version `from` to `from + 1`; pure. */
export interface BlockMigration {
  from: number;
  describe: string;
  migrate(props: Record<string, unknown>): Record<string, unknown>;
}

export interface BlockDefinition<S extends z.ZodObject = z.ZodObject> {
  type: BlockType;
  label: string;
  /** An icon name the editor maps to a glyph. */
  icon: string;
  /** One sentence the "Add block" menu shows. */
  description: string;
  schema: S;
  settings: SettingDescriptor[];
  /** The version its saved props are in; raise it with a migration when a prop changes shape. */
  version: number;
  migrations: BlockMigration[];
  /**
   * For a block that holds blocks: the blocks one added in the builder starts with (their ids
   * are made unique in the section as it is added). Its schema's default stays empty.
   */
  starterBlocks?: () => Block[];
}

export function defineBlock<S extends z.ZodObject>(
  definition: Omit<BlockDefinition<S>, 'label' | 'version' | 'migrations'> &
    Partial<Pick<BlockDefinition<S>, 'version' | 'migrations'>>,
): BlockDefinition<S> {
  return {
    version: 1,
    migrations: [],
    ...definition,
    label: blockLabels[definition.type],
  };
}
