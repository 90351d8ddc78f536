/**
 * Schemas of what authors write in content/: versions.json, sidebar files and doc frontmatter.
 * Docusaurus shapes, so a Docusaurus docs folder validates unchanged.
 */
import { z } from 'zod';
import type { SidebarItemInput } from '../../lib/navigation';

export const versionsJsonSchema = z.array(z.string().regex(/^\d+$/, 'a version name such as "6"'));

const docIdSchema = z.string().min(1);

export const sidebarItemSchema: z.ZodType<SidebarItemInput> = z.lazy(() =>
  z.union([
    docIdSchema,
    z.strictObject({ type: z.literal('doc'), id: docIdSchema, label: z.string().optional() }),
    z.strictObject({ type: z.literal('link'), label: z.string().min(1), href: z.string().min(1) }),
    z.strictObject({
      type: z.literal('category'),
      label: z.string().min(1),
      items: z.array(sidebarItemSchema),
      link: z
        .discriminatedUnion('type', [
          z.strictObject({
            type: z.literal('generated-index'),
            title: z.string().optional(),
            description: z.string().optional(),
            slug: z.string().optional(),
          }),
          z.strictObject({ type: z.literal('doc'), id: docIdSchema }),
        ])
        .optional(),
      collapsed: z.boolean().optional(),
      collapsible: z.boolean().optional(),
    }),
  ])
);

/** A sidebars file: sidebar id -> items. */
export const sidebarsFileSchema = z.record(z.string().min(1), z.array(sidebarItemSchema));

const headingLevel = z.number().int().min(2).max(6);

/** Doc frontmatter keys the site understands; any other key is an error that lists these. */
export const frontmatterSchema = z.strictObject({
  title: z.string().min(1).optional(),
  sidebar_label: z.string().min(1).optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_prev: docIdSchema.nullable().optional(),
  pagination_next: docIdSchema.nullable().optional(),
  displayed_sidebar: z.string().min(1).nullable().optional(),
  custom_edit_url: z.string().nullable().optional(),
  /** Accepted for Docusaurus compatibility; order comes from the sidebar files. */
  sidebar_position: z.number().optional(),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** Turns a zod issue list into one line per problem: "key: message". */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : '(root)';
      if (issue.code === 'unrecognized_keys') {
        return `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      }
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}
